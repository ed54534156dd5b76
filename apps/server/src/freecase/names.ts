import type { PlannedRewardBox } from '../welfare/rewardBoxes';

/**
 * The expected value the free daily case is solved for: one coin. A gift, so locked until wagered
 * (economy/rules/entries.ts); a week of them is in every paying path of the economy model.
 */
export const FREE_CASE_VALUE_CENTS = 100n;

/** The free daily case the seed makes from the catalogue. */
export const FREE_CASE_BOX: PlannedRewardBox = {
  kind: 'free',
  slot: 'daily',
  names: {
    zh: '每日免费箱',
    en: 'Free daily case',
    vi: 'Hộp miễn phí hằng ngày',
    ko: '일일 무료 상자',
    tw: '每日免費箱',
  },
  valueCents: FREE_CASE_VALUE_CENTS,
};
