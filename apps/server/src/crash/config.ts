import { moneyToCents } from '@skinbox/api';
import { z } from 'zod';

/**
 * Settings of the crash game (GAMES.md section 2), read from the environment like the rest of the
 * server's configuration:
 *
 * | variable                | default  | meaning                                                     |
 * | ----------------------- | -------- | ----------------------------------------------------------- |
 * | `CRASH_BETTING_SECONDS` | `6`      | how long bets are taken before a round starts               |
 * | `CRASH_PAUSE_SECONDS`   | `3`      | how long a crashed round stays on screen before the next    |
 * | `CRASH_HOUSE_EDGE`      | `0.01`   | the house edge of the crash point formula                   |
 * | `CRASH_MIN_BET`         | `0.10`   | the smallest stake, in coins                                |
 * | `CRASH_MAX_BET`         | `1000`   | the largest stake, in coins                                 |
 * | `CRASH_MAX_PROFIT`      | `10000`  | the most one bet may win in one round, in coins             |
 * | `CRASH_TICK_MS`         | `200`    | how often the running round's multiplier goes to `crash`    |
 * | `CRASH_DEMO_CHAIN`      | see note | `1`: the loop salts a chain of its own when none can play   |
 *
 * A chain plays only once salted by a public value that did not exist when it was committed
 * (rotation.ts): an operator's two steps. The embedded demonstration (PGlite, no DATABASE_URL,
 * the README's fresh-machine run) has no operator, so there `CRASH_DEMO_CHAIN` defaults to 1 and
 * the loop commits a chain and salts it itself, saying so in the salt source the crash page
 * shows, as the sandbox payments announce themselves; on PostgreSQL it defaults to 0.
 */
const coins = (fallback: number) =>
  z.coerce
    .number()
    .positive()
    .default(fallback)
    .transform((value) => moneyToCents(value.toFixed(2)));

const schema = z
  .object({
    CRASH_BETTING_SECONDS: z.coerce.number().positive().max(600).default(6),
    CRASH_PAUSE_SECONDS: z.coerce.number().nonnegative().max(600).default(3),
    CRASH_HOUSE_EDGE: z.coerce.number().min(0).lt(1).default(0.01),
    CRASH_MIN_BET: coins(0.1),
    CRASH_MAX_BET: coins(1000),
    CRASH_MAX_PROFIT: coins(10_000),
    CRASH_TICK_MS: z.coerce.number().int().min(20).max(5000).default(200),
    CRASH_DEMO_CHAIN: z.enum(['0', '1']).optional(),
  })
  .refine((c) => c.CRASH_MIN_BET <= c.CRASH_MAX_BET, 'CRASH_MIN_BET must not exceed CRASH_MAX_BET');

export interface CrashConfig {
  bettingMs: number;
  pauseMs: number;
  houseEdge: number;
  minBetCents: bigint;
  maxBetCents: bigint;
  maxProfitCents: bigint;
  tickMs: number;
  /** The loop salts a demonstration chain of its own when no salted chain has a round left. */
  demoChain: boolean;
}

export function loadCrashConfig(source: NodeJS.ProcessEnv): CrashConfig {
  const parsed = schema.parse(source);
  return {
    bettingMs: Math.round(parsed.CRASH_BETTING_SECONDS * 1000),
    pauseMs: Math.round(parsed.CRASH_PAUSE_SECONDS * 1000),
    houseEdge: parsed.CRASH_HOUSE_EDGE,
    minBetCents: parsed.CRASH_MIN_BET,
    maxBetCents: parsed.CRASH_MAX_BET,
    maxProfitCents: parsed.CRASH_MAX_PROFIT,
    tickMs: parsed.CRASH_TICK_MS,
    demoChain: (parsed.CRASH_DEMO_CHAIN ?? (source.DATABASE_URL ? '0' : '1')) === '1',
  };
}
