import type { PlannedRewardBox } from '../welfare/rewardBoxes';
import { SPREAD_BOX_VALUE_CENTS } from './rules/box';

/** The one spread box, made from the catalogue by the seed like the welfare boxes. */
export const SPREAD_REWARD_BOX: PlannedRewardBox = {
  kind: 'spread',
  slot: 'invite',
  names: {
    zh: '推广箱子',
    en: 'Spread box',
    vi: 'Hộp giới thiệu',
    ko: '추천 상자',
    tw: '推廣箱子',
  },
  valueCents: SPREAD_BOX_VALUE_CENTS,
};
