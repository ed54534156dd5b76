import { centsToMoney } from '@skinbox/api';
import type { Refusal } from '../http/errors';
import { WINDOWS, type Window } from './rules/windows';

/** The SQLSTATE codes of the play-limits trigger (limits/sql/enforce_play_limits.sql). */
export const PLAY_PAUSED_STATE = 'RG403';
export const LOSS_LIMIT_STATE = 'RG409';

interface DatabaseError {
  code?: unknown;
  detail?: unknown;
  cause?: unknown;
}

/**
 * The catalogue's refusal for an error the play-limits trigger raised (also when a driver or the
 * query builder wrapped it), or null for any other error. The limits feature hands it to http/errors.ts.
 */
export function limitRefusal(error: unknown): Refusal | null {
  let current = error as DatabaseError | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.code === PLAY_PAUSED_STATE) {
      return { status: 403, key: 'errors.playPaused', params: {} };
    }
    if (current.code === LOSS_LIMIT_STATE && typeof current.detail === 'string') {
      const [window, cents] = current.detail.split(':');
      if ((WINDOWS as string[]).includes(window ?? '') && /^\d+$/.test(cents ?? '')) {
        return {
          status: 409,
          key: `errors.lossLimit${window as Window}`,
          params: { limit: centsToMoney(BigInt(cents ?? '0')) },
        };
      }
    }
    current = current.cause as DatabaseError | undefined;
  }
  return null;
}
