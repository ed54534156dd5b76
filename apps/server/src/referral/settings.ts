import { SETTING_KEYS } from '../content/rules/settingKeys';
import { readMoneySetting, readSetting } from '../content/settings';
import type { Db } from '../db/database';
import { DEFAULT_SPREAD_BOX_THRESHOLD, boxThresholdCents } from './rules/box';
import { DEFAULT_SPREAD_TIERS, parseTiers, type Tier } from './rules/tiers';

/** The referral's config items unless set (operators change them with `pnpm ops config`). */
export const SPREAD_DEFAULT_SETTINGS: Record<string, string> = {
  [SETTING_KEYS.spreadTiers]: DEFAULT_SPREAD_TIERS,
  [SETTING_KEYS.spreadBoxThreshold]: DEFAULT_SPREAD_BOX_THRESHOLD,
};

export interface SpreadSettings {
  tiers: Tier[];
  boxThresholdCents: bigint;
}

/** The tiers and the box threshold of a platform (its own values, else the base platform's). */
export async function readSpreadSettings(db: Db, platformId?: number): Promise<SpreadSettings> {
  const [tiers, threshold] = await Promise.all([
    readSetting(db, SETTING_KEYS.spreadTiers, platformId),
    readMoneySetting(db, SETTING_KEYS.spreadBoxThreshold, platformId),
  ]);
  return { tiers: parseTiers(tiers), boxThresholdCents: boxThresholdCents(threshold) };
}
