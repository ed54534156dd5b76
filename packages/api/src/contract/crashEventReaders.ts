import type { CrashEvents } from './crash';
import {
  fields,
  isCount,
  isId,
  isIsoDateTime,
  isMoney,
  isString,
  listOf,
  nested,
  nullable,
  oneOf,
  type Reader,
} from './readers';

/** The crash game's socket channel (crash.ts, GAMES.md section 2). */
export const CRASH_CHANNEL = 'crash';

/** multiplier (crash.ts): hundredths, 100 = 1.00x. */
const isMultiplier = (value: unknown): value is number => isCount(value) && value >= 100;

const player = fields({
  betId: isId,
  nickName: isString,
  avatar: isString,
  stake: isMoney,
  cashedOutAt: nullable(isMultiplier),
  payout: nullable(isMoney),
  status: oneOf('active', 'cashed', 'lost'),
});

/**
 * The crash channel's events read without zod (readers.ts), as crash.ts crashEvents reads them:
 * they come several times a second with the crash screen's first screen, zod would come with them.
 */
export const crashEventReaders: { [E in keyof CrashEvents]: Reader<CrashEvents[E]> } = {
  'crash.round': fields({ roundId: isId, commitment: isString, startsAt: isIsoDateTime }),
  'crash.bet': fields({ roundId: isId, player: nested(player) }),
  'crash.tick': fields({ roundId: isId, elapsedMs: isCount, multiplier: isMultiplier }),
  'crash.cashout': fields({ roundId: isId, player: nested(player) }),
  'crash.cashouts': fields({ roundId: isId, players: nested(listOf(player, 1)) }),
  'crash.crash': fields({ roundId: isId, crashPoint: isMultiplier, hash: isString }),
};
