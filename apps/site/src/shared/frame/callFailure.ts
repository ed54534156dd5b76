import { FAILED_WITHOUT_RESPONSE_CODE, type ApiFailure } from '@skinbox/api';

/**
 * Why a screen's call left it with nothing to show: no answer at all (the network or the server
 * is away), the thing asked for does not exist, or the server broke. Other refusals (a rule the
 * player met) are the screen's own business and its toast already said them.
 */
export type CallFailure = 'offline' | 'notFound' | 'server';

export function callFailure(failure: ApiFailure): CallFailure | null {
  if (failure.code === FAILED_WITHOUT_RESPONSE_CODE) return 'offline';
  if (failure.status === 404) return 'notFound';
  if (failure.status !== undefined && failure.status >= 500) return 'server';
  return null;
}

const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 30_000;

/** How long to wait before the nth automatic retry (0-based): doubling, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** attempt, LONGEST_RETRY_MS);
}

/** Whether asking again later may succeed: a missing thing stays missing. */
export function isPassing(failure: CallFailure): boolean {
  return failure !== 'notFound';
}
