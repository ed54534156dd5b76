import { LIMIT_KEYS, type LimitValues } from '../../db/schema';
import { DAY_MS, HOUR_MS } from '@skinbox/rules';
import { limits } from '@skinbox/api';

/** How long a raised or removed limit waits before it holds (the contract's constant). */
export const RAISE_DELAY_MS = limits.LIMIT_RAISE_DELAY_HOURS * HOUR_MS;

export interface LimitRow {
  limits: LimitValues;
  pending: LimitValues | null;
  pendingFrom: Date | null;
}

/** The limits in force at `now`: the pending set once its time has come. */
export function limitsInForce(row: LimitRow, now: Date): LimitValues {
  return row.pending && row.pendingFrom && row.pendingFrom <= now ? row.pending : row.limits;
}

/**
 * A player's new set of limits, as responsible-gaming practice wants it: every limit that gets
 * tighter (lower, or new) holds at once; a raise or a removal waits RAISE_DELAY_MS, and then the
 * whole requested set takes over. A new request replaces a change still waiting.
 */
export function applyRequest(row: LimitRow, requested: LimitValues, now: Date): LimitRow {
  const current = limitsInForce(row, now);
  const limits: LimitValues = {};
  let loosens = false;
  for (const key of LIMIT_KEYS) {
    const want = requested[key];
    const have = current[key];
    const tighter = want !== undefined && (have === undefined || want < have);
    if (tighter) limits[key] = want;
    else if (have !== undefined) limits[key] = have;
    if (want !== have && !tighter) loosens = true;
  }
  return loosens
    ? { limits, pending: { ...requested }, pendingFrom: new Date(now.getTime() + RAISE_DELAY_MS) }
    : { limits, pending: null, pendingFrom: null };
}

/** A pause's end: never earlier than one already running (a pause can be lengthened only). */
export function pauseEnd(current: Date | null, days: number, now: Date): Date {
  const end = new Date(now.getTime() + days * DAY_MS);
  return current && current > end ? current : end;
}
