import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { moneyString } from './moneySchema';
import { text } from './fields';
import { isoDateTime, noPayload, pageOf, pageRequest } from './page';

/**
 * The crash game (GAMES.md section 2). Multipliers travel as integer hundredths (250 = 2.50x), the
 * unit the crash point formula and the curve of @skinbox/fairness use. State comes over HTTP,
 * changes over the socket channel `crash` (events below, cid 1100).
 */

export const multiplier = z.number().int().min(100);

/** A bet as everyone sees it; the auto cash-out stays private to its owner. */
export const crashPlayer = z.object({
  /** Names the bet in later events (its cash-out). */
  betId: z.number().int().positive(),
  nickName: z.string(),
  avatar: z.string(),
  stake: moneyString,
  /** Null while riding or lost. */
  cashedOutAt: multiplier.nullable(),
  payout: moneyString.nullable(),
  status: z.enum(['active', 'cashed', 'lost']),
});
export type CrashPlayer = z.infer<typeof crashPlayer>;

/** A round; `hash` and `crashPoint` are null until it crashes. */
export const crashRound = z.object({
  roundId: z.number().int().positive(),
  /** SHA-256 of the round's hash: the previous round's hash, or the chain's terminal hash. */
  commitment: z.string(),
  /** When betting closes and the curve starts; clients draw the curve from it. */
  startsAt: isoDateTime,
  crashPoint: multiplier.nullable(),
  hash: z.string().nullable(),
});
export type CrashRound = z.infer<typeof crashRound>;

export const crashMyBet = z.object({
  /** The bet's id in the round's events, so the player's screen knows its own cash-out. */
  betId: z.number().int().positive(),
  stake: moneyString,
  autoCashOut: multiplier.nullable(),
  cashedOutAt: multiplier.nullable(),
  payout: moneyString.nullable(),
  status: z.enum(['active', 'cashed', 'lost']),
});
export type CrashMyBet = z.infer<typeof crashMyBet>;

export const crashPastRound = z.object({
  roundId: z.number().int().positive(),
  crashPoint: multiplier,
  hash: z.string(),
  startsAt: isoDateTime,
});
export type CrashPastRound = z.infer<typeof crashPastRound>;

/**
 * A chain of game hashes as the crash page publishes it (GAMES.md section 2): its terminal hash
 * from the moment it was committed, where its salt will come from (a public value that did not
 * exist then, e.g. a future Bitcoin block's hash), and the salt once the operator entered it. No
 * round of a chain is played before its salt is set. Chains committed before salts existed show
 * neither; their rounds used the message 'crash' alone.
 */
export const crashChain = z.object({
  chainId: z.number().int().positive(),
  terminalHash: z.string(),
  rounds: z.number().int().positive(),
  committedAt: isoDateTime,
  saltSource: z.string().nullable(),
  salt: z.string().nullable(),
  saltedAt: isoDateTime.nullable(),
});
export type CrashChain = z.infer<typeof crashChain>;

/** The most rounds one chain may hold: about 70 days of 6-second rounds with their curves. */
export const CRASH_CHAIN_MAX_ROUNDS = 1_000_000;
export const CRASH_SALT_SOURCE_MAX = 200;
export const CRASH_SALT_MAX = 128;

/**
 * Committing a new chain (the rotation's first step, an operator action): its length and the
 * announced source of its salt, in words a player can check (e.g. "the hash of Bitcoin block
 * 880000").
 */
export const crashChainCommit = z.object({
  rounds: z
    .number('errors.crashChainRounds')
    .int('errors.crashChainRounds')
    .min(1, 'errors.crashChainRounds')
    .max(CRASH_CHAIN_MAX_ROUNDS, 'errors.crashChainRounds'),
  saltSource: text(CRASH_SALT_SOURCE_MAX).trim().min(1, 'errors.crashSaltSourceEmpty'),
});

/** Setting a committed chain's salt once its announced public value exists (second step). */
export const crashChainSalt = z.object({
  chainId: z.number('errors.crashChainNotFound').int('errors.crashChainNotFound').positive(),
  salt: text(CRASH_SALT_MAX).trim().min(1, 'errors.crashSaltEmpty'),
});

/** Everything a crash screen needs on entering or after a gap in the channel's events. */
export const state = defineEndpoint({
  path: '/api/crash/state',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: noPayload,
  response: z.object({
    /** The server's clock, so a client corrects its own before drawing from `startsAt`. */
    serverTime: isoDateTime,
    /** Null before the loop made its first round (no chain yet). */
    round: crashRound.nullable(),
    players: z.array(crashPlayer),
    /** The caller's bet in this round; null for visitors and players without one. */
    myBet: crashMyBet.nullable(),
    /** The latest crashed rounds, newest first. */
    history: z.array(crashPastRound),
    /** The chain the current round is on (else the newest chain), with its salt. */
    chain: crashChain.nullable(),
    /**
     * A chain committed after `chain`, published ahead of its turn: it is played once its salt is
     * set (and then from the next round on).
     */
    nextChain: crashChain.nullable(),
    limits: z.object({ minBet: moneyString, maxBet: moneyString, maxProfit: moneyString }),
    bettingMs: z.number().int().positive(),
    pauseMs: z.number().int().nonnegative(),
  }),
});
export type CrashState = z.infer<typeof state.response>;

/**
 * Places a bet in the round that takes bets. A visitor may call it and is told to log in first
 * (SPEC section 8), so the route is 'optional'.
 */
export const bet = defineEndpoint({
  path: '/api/crash/bet',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: z.object({
    stake: moneyString.optional(),
    autoCashOut: z.number().int('errors.crashAutoCashOutTooLow').nullable().default(null),
  }),
  response: z.object({
    roundId: z.number().int().positive(),
    betId: z.number().int().positive(),
    amount: moneyString,
  }),
});

/** Cashes the caller's bet out at the current multiplier. */
export const escape = defineEndpoint({
  path: '/api/crash/escape',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: noPayload,
  response: z.object({
    roundId: z.number().int().positive(),
    multiplier,
    payout: moneyString,
    amount: moneyString,
  }),
});

/** Past rounds with their revealed hashes, newest first. */
export const history = defineEndpoint({
  path: '/api/crash/history',
  method: 'POST',
  channel: false,
  auth: 'none',
  request: pageRequest,
  response: pageOf(crashPastRound),
});

/** The caller's bets, newest first. */
export const myBets = defineEndpoint({
  path: '/api/crash/myBets',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: pageRequest,
  response: pageOf(
    crashMyBet.extend({
      roundId: z.number().int().positive(),
      /** Null while the round has not crashed. */
      crashPoint: multiplier.nullable(),
      createdAt: isoDateTime,
    }),
  ),
});

/**
 * One round for the verifier: recompute its crash point from its hash and its chain's salt with
 * crashPoint() of @skinbox/fairness at `houseEdge`, and walk `position` links up to `terminalHash`.
 */
export const verify = defineEndpoint({
  path: '/api/crash/verify',
  method: 'POST',
  channel: false,
  auth: 'none',
  request: z.object({ roundId: z.number().int().positive() }),
  response: crashRound.extend({
    houseEdge: z.number().min(0).lt(1),
    /** How many SHA-256 links lead from the round's hash to the terminal hash. */
    position: z.number().int().positive(),
    terminalHash: z.string(),
    /** The chain's salt: null only for chains committed before salts existed. */
    salt: z.string().nullable(),
    players: z.array(crashPlayer),
  }),
});
export type CrashVerification = z.infer<typeof verify.response>;

/** The events of channel `crash` (cid 1100, `{ game: 'crash', event, payload }`). */
export const crashEvents = {
  /** A new round takes bets until `startsAt`. */
  'crash.round': crashRound.pick({ roundId: true, commitment: true, startsAt: true }),
  'crash.bet': z.object({ roundId: z.number().int().positive(), player: crashPlayer }),
  /** A few times a second while running; clients draw from `startsAt`, ticks only correct them. */
  'crash.tick': z.object({
    roundId: z.number().int().positive(),
    elapsedMs: z.number().int().nonnegative(),
    multiplier,
  }),
  /** A player's own escape, as it happens. */
  'crash.cashout': z.object({ roundId: z.number().int().positive(), player: crashPlayer }),
  /**
   * The auto cash-outs one step of the round paid, in one event: at its busiest most of a round's
   * bettors reach the same target in one step, and an event each delayed the ticks behind them.
   */
  'crash.cashouts': z.object({
    roundId: z.number().int().positive(),
    players: z.array(crashPlayer).min(1),
  }),
  /** The round ended: its crash point and, revealed, its hash. */
  'crash.crash': z.object({
    roundId: z.number().int().positive(),
    crashPoint: multiplier,
    hash: z.string(),
  }),
} as const;
export type CrashEvents = { [E in keyof typeof crashEvents]: z.infer<(typeof crashEvents)[E]> };
