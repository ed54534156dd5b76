import { readMoneySetting, readSetting } from '../content/settings';
import type { Db } from '../db/database';
import { DEFAULT_SPREAD_BOX_THRESHOLD, boxThresholdCents } from './rules/box';
import { DEFAULT_SPREAD_TIERS, parseTiers, type Tier } from './rules/tiers';

/** Config items of the referral (operators change them with `pnpm ops config`). */
export const SPREAD_TIERS_SETTING = 'spreadTiers';
export const SPREAD_BOX_THRESHOLD_SETTING = 'spreadBoxThreshold';

export const SPREAD_DEFAULT_SETTINGS: Record<string, string> = {
  [SPREAD_TIERS_SETTING]: DEFAULT_SPREAD_TIERS,
  [SPREAD_BOX_THRESHOLD_SETTING]: DEFAULT_SPREAD_BOX_THRESHOLD,
};

export interface SpreadSettings {
  tiers: Tier[];
  boxThresholdCents: bigint;
}

/** The tiers and the box threshold of a platform (its own values, else the base platform's). */
export async function readSpreadSettings(db: Db, platformId?: number): Promise<SpreadSettings> {
  const [tiers, threshold] = await Promise.all([
    readSetting(db, SPREAD_TIERS_SETTING, platformId),
    readMoneySetting(db, SPREAD_BOX_THRESHOLD_SETTING, platformId),
  ]);
  return { tiers: parseTiers(tiers), boxThresholdCents: boxThresholdCents(threshold) };
}
