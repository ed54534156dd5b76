import type { RollDetail } from '@skinbox/api';
import { rollRoomDraws, sha256Hex } from '@skinbox/fairness';

export interface RollCheck {
  /** SHA-256 of the revealed server seed is the hash shown since the room was made. */
  hashMatches: boolean;
  /** The public seed is SHA-256 of the participant ids in join order. */
  publicSeedMatches: boolean;
  /** Every prize went to the participant the roll picks. */
  drawsMatch: boolean;
}

/**
 * Recomputes a drawn room in the browser with packages/fairness (GAMES.md section 3), against
 * what the server stored; null while the server seed is still hidden (before the draw).
 */
export async function verifyRollRoom(
  seeds: RollDetail['seeds'],
  prizeCount: number,
): Promise<RollCheck | null> {
  if (seeds.serverSeed === null) return null;
  const hashMatches = (await sha256Hex(seeds.serverSeed)) === seeds.serverSeedHash;
  if (seeds.participantIds.length === 0) {
    return {
      hashMatches,
      publicSeedMatches: seeds.publicSeed === null,
      drawsMatch: seeds.draws.length === 0,
    };
  }
  const { publicSeed, draws } = await rollRoomDraws(
    seeds.serverSeed,
    seeds.participantIds,
    prizeCount,
  );
  const same = (a: (typeof seeds.draws)[number], b: (typeof draws)[number]) =>
    a.prize === b.prize &&
    a.ticket === b.ticket &&
    a.position === b.position &&
    a.userId === b.userId;
  return {
    hashMatches,
    publicSeedMatches: publicSeed === seeds.publicSeed,
    drawsMatch:
      draws.length === seeds.draws.length &&
      draws.every((draw, i) => {
        const stored = seeds.draws[i];
        return stored !== undefined && same(stored, draw);
      }),
  };
}
