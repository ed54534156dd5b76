import type { CrashVerification } from '@skinbox/api';
import { crashPoint, followsInChain, linksToTerminal } from '@skinbox/fairness';

/** What the browser found recomputing one round with @skinbox/fairness (GAMES.md section 2). */
export interface CrashRoundCheck {
  /** SHA-256 of the revealed hash is the commitment shown before the round took bets. */
  matchesCommitment: boolean;
  /**
   * The crash point HMAC-SHA256(key = hash, 'crash:' + salt) gives at the round's house edge, in
   * hundredths ('crash' alone for chains committed before salts existed).
   */
  recomputedPoint: number;
  pointMatches: boolean;
  /** How many SHA-256 links lead from the hash to the terminal hash (null: never reached). */
  links: number | null;
  /** The terminal hash is reached exactly at the round's position in its chain. */
  chainHolds: boolean;
}

/**
 * Recomputes a crashed round from its revealed hash and its chain's salt, and walks the chain link by link from that
 * hash up to the published terminal hash (at most `position` links, the round's place in it).
 * Null for a round that has not crashed: its hash is still secret.
 */
export async function checkCrashRound(round: CrashVerification): Promise<CrashRoundCheck | null> {
  if (round.hash === null || round.crashPoint === null) return null;
  const [matchesCommitment, recomputedPoint, links] = await Promise.all([
    followsInChain(round.hash, round.commitment),
    crashPoint(round.hash, round.houseEdge, round.salt),
    linksToTerminal(round.hash, round.terminalHash, round.position),
  ]);
  return {
    matchesCommitment,
    recomputedPoint,
    pointMatches: recomputedPoint === round.crashPoint,
    links,
    chainHolds: links === round.position,
  };
}
