/** Red packet amounts (GAMES.md section 6), in cents; pure so the edges are tested. */

/** A rebate or loss packet: the basis × rate in basis points, rounded down, at most the cap. */
export function shareCents(basisCents: bigint, rateBasisPoints: number, capCents: bigint): bigint {
  if (basisCents <= 0n) return 0n;
  const share = (basisCents * BigInt(rateBasisPoints)) / 10_000n;
  return share < capCents ? share : capCents;
}

/**
 * A VIP packet for a level: the amount configured for it (index 0 is VIP1); levels above the
 * table take its last amount; VIP0 gets nothing.
 */
export function vipPacketCents(levels: readonly bigint[], vipLevel: number): bigint {
  if (vipLevel < 1 || levels.length === 0) return 0n;
  return levels[Math.min(vipLevel, levels.length) - 1] ?? 0n;
}
