import type { Phase } from './phases';
import type { Refusal } from './bets';

/** Where the player's bet of this round stands, or null when they placed none. */
export type BetStatus = 'active' | 'cashed' | 'lost' | null;

/**
 * Whether the player may escape now (GAMES.md section 2): only while the round runs (so below the
 * crash point, since the round crashes the moment the curve reaches it), and only a bet that is
 * still riding. SPEC's messages: not started so cannot escape, already settled.
 */
export function escapeRefusal(phase: Phase['phase'], bet: BetStatus): Refusal | null {
  if (phase === 'betting') return { key: 'errors.crashNotStarted' };
  if (bet === null) return { key: 'errors.crashNoBet' };
  if (phase !== 'running' || bet !== 'active') return { key: 'errors.crashAlreadySettled' };
  return null;
}
