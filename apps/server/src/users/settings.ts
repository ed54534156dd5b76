import { moneyToCents } from '@skinbox/api';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { configItem } from '../db/schema';

/**
 * Operator settings read from config_item (platform 1 unless said otherwise). Money values are
 * decimal strings like "5.00"; a missing or malformed value means the reward is off.
 */
export const SETTING_KEYS = {
  registerPacketAmount: 'registerPacketAmount',
  realNameRewardAmount: 'realNameRewardAmount',
} as const;

export async function readSetting(db: Db, key: string, platformId = 1) {
  const [row] = await db
    .select({ value: configItem.itemValue })
    .from(configItem)
    .where(and(eq(configItem.platformId, platformId), eq(configItem.itemKey, key)));
  return row?.value;
}

export async function readMoneySetting(db: Db, key: string, platformId = 1): Promise<bigint> {
  const value = await readSetting(db, key, platformId);
  if (value === undefined) return 0n;
  try {
    const cents = moneyToCents(value);
    return cents > 0n ? cents : 0n;
  } catch {
    return 0n;
  }
}
