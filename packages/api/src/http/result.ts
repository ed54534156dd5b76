/**
 * What every call resolves to (it never rejects): success with the response data, or a failure
 * with the code SPEC section 8 gives — the server's body code, 100 for an HTTP failure with a
 * response, 500 when no response came — and the message that was shown.
 */
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export interface ApiSuccess<T> {
  ok: true;
  code: 0;
  msg: string;
  data: T;
}

export interface ApiFailure {
  ok: false;
  code: number;
  msg: string;
  /** The HTTP status when a response came outside 2xx (a 404 tells "not found" from a refusal). */
  status?: number;
}

/** SPEC section 8: an HTTP failure that came with a response resolves to this code. */
export const FAILED_WITH_RESPONSE_CODE = 100;
/** SPEC section 8: a failure without any response (network down, time-out) resolves to this. */
export const FAILED_WITHOUT_RESPONSE_CODE = 500;
