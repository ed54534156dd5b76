/**
 * VIP levels (SPEC sections 6 and 9): growth is 1 per coin recharged, held in cents like money.
 * A level is reached when growth meets its threshold; levels never go down, so the stored level is
 * the highest ever reached.
 */
export interface VipLevel {
  level: number;
  /** Growth needed, in cents (1 coin recharged = 100). */
  threshold: bigint;
  /** One-off reward for reaching the level, in coin cents. */
  reward: bigint;
}

/** The highest level whose threshold `growth` meets (0 when none). */
export function levelForGrowth(levels: readonly VipLevel[], growth: bigint): number {
  let reached = 0;
  for (const { level, threshold } of levels) {
    if (growth >= threshold && level > reached) reached = level;
  }
  return reached;
}

/** Never demoted: the stored level only rises. */
export function nextStoredLevel(stored: number, levels: readonly VipLevel[], growth: bigint) {
  return Math.max(stored, levelForGrowth(levels, growth));
}

/** The default level table written by `pnpm ops seed` (operators may change it). */
export const DEFAULT_VIP_LEVELS: readonly VipLevel[] = [
  [1, 100, 1],
  [2, 500, 3],
  [3, 1_000, 5],
  [4, 3_000, 10],
  [5, 5_000, 18],
  [6, 10_000, 38],
  [7, 30_000, 88],
  [8, 50_000, 128],
  [9, 100_000, 288],
  [10, 200_000, 588],
].map(([level, coins, reward]) => ({
  level: level ?? 0,
  threshold: BigInt(coins ?? 0) * 100n,
  reward: BigInt(reward ?? 0) * 100n,
}));
