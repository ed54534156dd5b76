import type { LocalizedName } from '../db/schema';
import type { PlannedRewardBox } from '../welfare/rewardBoxes';
import { TIMED_BOXES, type TimedBoxSlot } from './rules/boxes';

const NAMES: Record<TimedBoxSlot, LocalizedName> = {
  hour: {
    zh: '每小时宝箱',
    en: 'Hourly box',
    vi: 'Hộp mỗi giờ',
    ko: '매시간 상자',
    tw: '每小時寶箱',
  },
  day: { zh: '每日宝箱', en: 'Daily box', vi: 'Hộp mỗi ngày', ko: '일일 상자', tw: '每日寶箱' },
  week: { zh: '每周宝箱', en: 'Weekly box', vi: 'Hộp mỗi tuần', ko: '주간 상자', tw: '每週寶箱' },
  vip5: { zh: 'VIP5 宝箱', en: 'VIP5 box', vi: 'Hộp VIP5', ko: 'VIP5 상자', tw: 'VIP5 寶箱' },
  vip10: { zh: 'VIP10 宝箱', en: 'VIP10 box', vi: 'Hộp VIP10', ko: 'VIP10 상자', tw: 'VIP10 寶箱' },
};

/** The timed boxes the seed makes: one per slot, solved for the slot's value. */
export const TIMED_REWARD_BOXES: readonly PlannedRewardBox[] = TIMED_BOXES.map((rule) => ({
  kind: 'timed',
  slot: rule.slot,
  names: NAMES[rule.slot],
  valueCents: rule.valueCents,
}));
