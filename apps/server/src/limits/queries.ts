import { centsToMoney, type LimitsState } from '@skinbox/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { LIMIT_KEYS, playerLimits, type LimitValues } from '../db/schema';
import { limitsInForce } from './rules/changes';
import { limitKey, WINDOWS } from './rules/windows';
import { depositUsage, lossUsage } from './usage';

function present(values: LimitValues) {
  return Object.fromEntries(
    LIMIT_KEYS.map((key) => {
      const cents = values[key];
      return [key, cents === undefined ? null : centsToMoney(BigInt(cents))];
    }),
  ) as LimitsState['limits'];
}

/** The limits screen's state: what holds, what waits, what each window used, the pause. */
export async function limitsState(db: Db, userId: number, now: Date): Promise<LimitsState> {
  const [row] = await db.select().from(playerLimits).where(eq(playerLimits.userId, userId));
  const [deposits, losses] = await Promise.all([
    depositUsage(db, userId, now),
    lossUsage(db, userId, now),
  ]);
  const used = {} as LimitsState['used'];
  for (const window of WINDOWS) {
    used[limitKey('deposit', window)] = centsToMoney(deposits[window]);
    used[limitKey('loss', window)] = centsToMoney(losses[window] > 0n ? losses[window] : 0n);
  }
  const waiting = row?.pending && row.pendingFrom && row.pendingFrom > now;
  const paused = row?.pausedUntil && row.pausedUntil > now;
  return {
    serverNow: now.toISOString(),
    limits: present(row ? limitsInForce(row, now) : {}),
    used,
    pending: waiting && row.pending ? present(row.pending) : null,
    pendingFrom: waiting && row.pendingFrom ? row.pendingFrom.toISOString() : null,
    pausedUntil: paused && row.pausedUntil ? row.pausedUntil.toISOString() : null,
    pauseKind: paused ? (row.pauseKind ?? null) : null,
    reminderMinutes: row?.reminderMinutes ?? 0,
  };
}
