import { centsToMoney, moneyToCents, type VipLevel } from '@skinbox/api';

/** The player's level, growth and the ladder of levels (user.getVipLevelList). */
export interface VipState {
  currentLevel: number;
  growth: string;
  list: VipLevel[];
}

/** The next level's target and how far the player is towards it, in percent (0 to 100). */
export function progressTo(state: VipState): {
  next: VipLevel | undefined;
  percent: number;
  need: string;
} {
  const next = state.list.find((l) => l.level === state.currentLevel + 1);
  const current = state.list.find((l) => l.level === state.currentLevel);
  if (!next) return { next, percent: 100, need: '0.00' };
  const from = current ? moneyToCents(current.growth) : 0n;
  const to = moneyToCents(next.growth);
  const have = moneyToCents(state.growth);
  const span = to - from;
  const percent = span > 0n ? Number(((have - from) * 100n) / span) : 100;
  const need = to > have ? to - have : 0n;
  return { next, percent: Math.max(0, Math.min(100, percent)), need: centsToMoney(need) };
}
