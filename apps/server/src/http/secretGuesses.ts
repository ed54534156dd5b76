import type { ErrorKey } from '@skinbox/api';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';
import type { Limiter, LimitWindow } from './rateLimits';
import { HOUR_MS, MINUTE_MS } from '@skinbox/rules';

const TEN_MINUTES = 10 * MINUTE_MS;

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
    perPlayer: { limit: 10, windowMs: HOUR_MS },
    perTarget: { limit: 5, windowMs: HOUR_MS },
  },
} as const satisfies Record<string, { perPlayer: LimitWindow; perTarget: LimitWindow }>;

export type GuessedSecret = keyof typeof GUESS_LIMITS;

/** A whole number of minutes, at least 1, for a refusal's "try again in {minutes} minutes". */
export const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE_MS));

export interface SecretGuesses {
  /**
   * Runs `attempt`, the check of one guess, within the limits; once the player's or the target's
   * window is used up the answer is 429 errors.tooManyGuesses. The guess counts against the
   * player before it is checked, so one player's parallel guesses cannot overshoot, and is given
   * back unless it is refused as `wrong` (a right guess, or a refusal for another reason, uses up
   * nothing). The target counts the wrong guesses once checked: many players racing for one room
   * or one packet with the right secret are never refused for their number.
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
  const refusal = async (waits: [Limiter, string][]) => {
    const left = await Promise.all(waits.map(([limiter, key]) => limiter.windowLeftMs(key)));
    return new AppError(429, 'errors.tooManyGuesses', { minutes: minutesLeft(Math.max(...left)) });
  };
  return {
    async guess(who, attempt) {
      const player = String(who.player);
      const target = String(who.target);
      const [playerAllowed, targetUsedUp] = await Promise.all([
        perPlayer.take(player),
        perTarget.usedUp(target),
      ]);
      if (!playerAllowed || targetUsedUp) {
        // A refused guess was never checked: it uses up nothing.
        await perPlayer.giveBack(player);
        throw await refusal([
          [perPlayer, player],
          [perTarget, target],
        ]);
      }
      try {
        const result = await attempt();
        await perPlayer.giveBack(player);
        return result;
      } catch (error) {
        if (error instanceof AppError && error.key === wrong) await perTarget.take(target);
        else await perPlayer.giveBack(player);
        throw error;
      }
    },
  };
}
