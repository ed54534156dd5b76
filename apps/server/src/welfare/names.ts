import type { LocalizedName } from '../db/schema';
import type { PlannedRewardBox } from './rewardBoxes';
import { WELFARE_TIERS } from './rules/tiers';

/** The welfare tiers' box names, bronze to legend, in the five site languages. */
const TIER_NAMES: readonly LocalizedName[] = [
  {
    zh: '青铜福利箱',
    en: 'Bronze welfare box',
    vi: 'Hộp phúc lợi Đồng',
    ko: '브론즈 복지 상자',
    tw: '青銅福利箱',
  },
  {
    zh: '白银福利箱',
    en: 'Silver welfare box',
    vi: 'Hộp phúc lợi Bạc',
    ko: '실버 복지 상자',
    tw: '白銀福利箱',
  },
  {
    zh: '黄金福利箱',
    en: 'Gold welfare box',
    vi: 'Hộp phúc lợi Vàng',
    ko: '골드 복지 상자',
    tw: '黃金福利箱',
  },
  {
    zh: '铂金福利箱',
    en: 'Platinum welfare box',
    vi: 'Hộp phúc lợi Bạch kim',
    ko: '플래티넘 복지 상자',
    tw: '鉑金福利箱',
  },
  {
    zh: '钻石福利箱',
    en: 'Diamond welfare box',
    vi: 'Hộp phúc lợi Kim cương',
    ko: '다이아몬드 복지 상자',
    tw: '鑽石福利箱',
  },
  {
    zh: '王者福利箱',
    en: 'Legend welfare box',
    vi: 'Hộp phúc lợi Huyền thoại',
    ko: '레전드 복지 상자',
    tw: '王者福利箱',
  },
];

export const welfareSlot = (tier: number) => `tier${tier}`;

/** The welfare boxes the seed makes: one per tier, solved for the tier's value. */
export const WELFARE_BOXES: readonly PlannedRewardBox[] = WELFARE_TIERS.map((rule, i) => {
  const names = TIER_NAMES[i];
  if (!names) throw new Error(`welfare tier ${rule.tier} has no name`);
  return { kind: 'welfare', slot: welfareSlot(rule.tier), names, valueCents: rule.valueCents };
});
