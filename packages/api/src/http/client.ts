import type { z } from 'zod';
import { CHANNEL_HEADER, type Endpoint, type EndpointRequest } from '../contract/endpoint';
import type { Locale } from '../contract/errors/catalogue';
import { networkErrors } from '../contract/errors/network';
import { UPLOAD_FIELD } from '../contract/upload';
import { fetchTransport } from './fetchTransport';
import {
  FAILED_WITHOUT_RESPONSE_CODE,
  FAILED_WITH_RESPONSE_CODE,
  type ApiFailure,
  type ApiResult,
} from './result';
import type { Transport, TransportRequest, TransportResponse } from './transport';

/** SPEC section 9: requests time out after 10 s. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** The path the site goes to after a 401 (SPEC section 8). */
export const UNAUTHORIZED_REDIRECT = '/';

/**
 * What the client needs from its surroundings. It knows nothing of React or MobX: the stores
 * read the token, channel and language from their state, and the site shows toasts, navigates and
 * opens the sign-in view.
 */
export interface HttpClientOptions {
  /** Base address of the HTTP API, from configuration ('' for the same origin). */
  baseURL: string;
  getToken(): string | null;
  getChannelCode(): string | null;
  getLanguage(): Locale;
  toast(message: string): void;
  /** HTTP 401: forget the token, … */
  clearToken(): void;
  /** … go to `/` … */
  navigate(path: string): void;
  /** … and open the sign-in view. */
  openSignIn(): void;
  /** The transport (fetch unless given): tests swap in a request-level mock. */
  adapter?: Transport;
}

type Payload<E extends Endpoint> = EndpointRequest<E>;
type Data<E extends Endpoint> = z.output<E['response']>;

export interface HttpClient {
  call<E extends Endpoint>(endpoint: E, payload: Payload<E>): Promise<ApiResult<Data<E>>>;
  /** A multipart upload: `query` travels as the query string, `file` in the field `file`. */
  upload<E extends Endpoint>(
    endpoint: E,
    query: Payload<E>,
    file: Blob,
    fileName: string,
  ): Promise<ApiResult<Data<E>>>;
}

interface Envelope {
  code: number;
  msg: string;
  data?: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  if (typeof body !== 'object' || body === null) return false;
  const { code, msg } = body as Record<string, unknown>;
  return typeof code === 'number' && typeof msg === 'string';
}

function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { msg } = body as Record<string, unknown>;
  return typeof msg === 'string' && msg.trim() !== '' ? msg : null;
}

/** A request the transport has not answered within REQUEST_TIMEOUT_MS. */
const TIMED_OUT = Symbol('timed out');

/** Joins the configured base address and an endpoint path as axios did: one slash between. */
function joinURL(baseURL: string, path: string): string {
  return baseURL ? `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : path;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const transport = options.adapter ?? fetchTransport;

  // Taken from the catalogue's file of the client's own texts, not the whole catalogue (every
  // domain, five languages), which stays out of the site's first screen.
  const text = (key: keyof typeof networkErrors) => networkErrors[key][options.getLanguage()];

  function fail(code: number, msg: string): ApiFailure {
    options.toast(msg);
    return { ok: false, code, msg };
  }

  function headersFor(endpoint: Endpoint): Record<string, string> {
    const headers: Record<string, string> = { 'Accept-Language': options.getLanguage() };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const channelCode = options.getChannelCode();
    if (endpoint.channel && channelCode) headers[CHANNEL_HEADER] = channelCode;
    return headers;
  }

  /** The transport's answer, or TIMED_OUT (the request aborted) after REQUEST_TIMEOUT_MS. */
  function answer(
    request: Omit<TransportRequest, 'signal'>,
  ): Promise<TransportResponse | typeof TIMED_OUT> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(TIMED_OUT);
      }, REQUEST_TIMEOUT_MS);
    });
    return Promise.race([transport({ ...request, signal: controller.signal }), timeout]).finally(
      () => clearTimeout(timer),
    );
  }

  function settle<E extends Endpoint>(endpoint: E, body: unknown): ApiResult<Data<E>> {
    if (!isEnvelope(body)) return fail(FAILED_WITH_RESPONSE_CODE, text('errors.server'));
    if (body.code !== 0) return fail(body.code, body.msg);
    // The site's production build sends routes without schemas (leanApi.ts): the server has
    // parsed the data through the same contract already.
    const schema = (endpoint as Partial<Endpoint>).response;
    if (!schema) return { ok: true, code: 0, msg: body.msg, data: (body.data ?? null) as Data<E> };
    const data = schema.safeParse(body.data ?? null);
    // A body the contract does not describe is a server fault, shown like one.
    if (!data.success) return fail(FAILED_WITH_RESPONSE_CODE, text('errors.server'));
    return { ok: true, code: 0, msg: body.msg, data: data.data as Data<E> };
  }

  /** An answer with a status outside 2xx. */
  function refused(response: TransportResponse): ApiFailure {
    if (response.status === 401) {
      const shown = fail(FAILED_WITH_RESPONSE_CODE, text('errors.unauthorized'));
      options.clearToken();
      options.navigate(UNAUTHORIZED_REDIRECT);
      options.openSignIn();
      return shown;
    }
    return {
      ...fail(FAILED_WITH_RESPONSE_CODE, serverMessage(response.body) ?? text('errors.server')),
      status: response.status,
    };
  }

  async function send<E extends Endpoint>(
    endpoint: E,
    request: Pick<TransportRequest, 'method' | 'query' | 'body'>,
  ): Promise<ApiResult<Data<E>>> {
    let response: TransportResponse | typeof TIMED_OUT;
    try {
      response = await answer({
        ...request,
        url: joinURL(options.baseURL, endpoint.path),
        headers: headersFor(endpoint),
      });
    } catch {
      // No answer at all: the network is down or the server went away.
      return fail(FAILED_WITHOUT_RESPONSE_CODE, text('errors.server'));
    }
    if (response === TIMED_OUT) {
      return fail(FAILED_WITHOUT_RESPONSE_CODE, text('errors.requestTimeout'));
    }
    if (response.status < 200 || response.status >= 300) return refused(response);
    return settle(endpoint, response.body);
  }

  return {
    call(endpoint, payload) {
      const body = payload ?? {};
      return send(
        endpoint,
        endpoint.method === 'GET' ? { method: 'GET', query: body } : { method: 'POST', body },
      );
    },
    upload(endpoint, query, file, fileName) {
      const form = new FormData();
      form.append(UPLOAD_FIELD, file, fileName);
      return send(endpoint, { method: 'POST', query: query ?? {}, body: form });
    },
  };
}
