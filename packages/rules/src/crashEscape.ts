import type { CrashPhaseName, Refusal } from './crashBets';

/** Where the player's bet of this round stands, or null when they placed none. */
export type BetStatus = 'active' | 'cashed' | 'lost' | null;

/**
 * Whether the player may escape now (GAMES.md section 2): only while the round runs (so below the
 * crash point, since the round crashes the moment the curve reaches it), and only a bet that is
 * still riding. SPEC's messages: not started so cannot escape, already settled. The crash screen
 * asks the same before it calls, so the player sees the message at once.
 */
export function escapeRefusal(phase: CrashPhaseName, bet: BetStatus): Refusal | null {
  if (phase === 'waiting' || phase === 'betting') return { key: 'errors.crashNotStarted' };
  if (bet === null) return { key: 'errors.crashNoBet' };
  if (phase !== 'running' || bet !== 'active') return { key: 'errors.crashAlreadySettled' };
  return null;
}
