import type { ErrorKey } from '@skinbox/api';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';
import type { Limiter, LimitWindow } from './rateLimits';

const TEN_MINUTES = 10 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/**
 * How many wrong guesses a secret takes per window (issue 27): per player, and per target, which
 * is the thing guessed at (a room, a card) or, when a guess names none (a packet's password, an
 * exchange code: the secret is the lookup), the address it comes from. Only wrong guesses count,
 * so a player who types the right secret is never refused for others' mistakes; the target's
 * window is wider than a player's so that a few strangers cannot shut a private room to its
 * guests, and it still stops guesses spread over many accounts.
 */
export const GUESS_LIMITS = {
  redPacketPassword: {
    perPlayer: { limit: 10, windowMs: TEN_MINUTES },
    perTarget: { limit: 30, windowMs: TEN_MINUTES },
  },
  exchangeCode: {
    perPlayer: { limit: 10, windowMs: TEN_MINUTES },
    perTarget: { limit: 30, windowMs: TEN_MINUTES },
  },
  battlePassword: {
    perPlayer: { limit: 10, windowMs: TEN_MINUTES },
    perTarget: { limit: 30, windowMs: TEN_MINUTES },
  },
  rollPassword: {
    perPlayer: { limit: 10, windowMs: TEN_MINUTES },
    perTarget: { limit: 30, windowMs: TEN_MINUTES },
  },
  /** A card is money: few tries per card number, and per player across card numbers. */
  cardCode: {
    perPlayer: { limit: 10, windowMs: HOUR },
    perTarget: { limit: 5, windowMs: HOUR },
  },
} as const satisfies Record<string, { perPlayer: LimitWindow; perTarget: LimitWindow }>;

export type GuessedSecret = keyof typeof GUESS_LIMITS;

/** A whole number of minutes, at least 1, for a refusal's "try again in {minutes} minutes". */
export const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

export interface SecretGuesses {
  /**
   * Runs `attempt`, the check of one guess, within the limits. The guess counts against the
   * player and the target before it is checked, so parallel guesses cannot overshoot a window;
   * once either is used up the answer is 429 errors.tooManyGuesses. A guess that is not refused
   * as `wrong` (a right one, a refusal for another reason, or one refused for the limit itself) is
   * given back.
   */
  guess<T>(who: { player: number; target: string | number }, attempt: () => Promise<T>): Promise<T>;
}

/** The guess limits of one kind of secret, whose wrong guess is refused with `wrong`. */
export function secretGuesses(
  app: FastifyInstance,
  secret: GuessedSecret,
  wrong: ErrorKey,
): SecretGuesses {
  const limits = GUESS_LIMITS[secret];
  const perPlayer = app.limiter(`guess-${secret}-player`, limits.perPlayer);
  const perTarget = app.limiter(`guess-${secret}-target`, limits.perTarget);
  return {
    async guess({ player, target }, attempt) {
      const counted: [Limiter, string][] = [
        [perPlayer, String(player)],
        [perTarget, String(target)],
      ];
      const giveBack = () => Promise.all(counted.map(([limiter, key]) => limiter.giveBack(key)));
      const verdicts = await Promise.all(counted.map(([limiter, key]) => limiter.take(key)));
      if (verdicts.includes(false)) {
        // A refused guess was never checked: it uses up neither window.
        await giveBack();
        const waits = await Promise.all(counted.map(([limiter, key]) => limiter.windowLeftMs(key)));
        throw new AppError(429, 'errors.tooManyGuesses', {
          minutes: minutesLeft(Math.max(...waits)),
        });
      }
      try {
        const result = await attempt();
        await giveBack();
        return result;
      } catch (error) {
        if (!(error instanceof AppError && error.key === wrong)) await giveBack();
        throw error;
      }
    },
  };
}
