import { moneyToCents } from '@skinbox/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { configItem } from '../db/schema';

/** The platform whose settings a platform without its own inherits. */
const BASE_PLATFORM = 1;

/** A platform's own value, else the base platform's (as getConfigList serves them). */
export async function readSetting(db: Db, key: string, platformId = BASE_PLATFORM) {
  const rows = await db
    .select({ platformId: configItem.platformId, value: configItem.itemValue })
    .from(configItem)
    .where(
      and(inArray(configItem.platformId, [BASE_PLATFORM, platformId]), eq(configItem.itemKey, key)),
    );
  return (rows.find((row) => row.platformId === platformId) ?? rows[0])?.value;
}

export async function readMoneySetting(
  db: Db,
  key: string,
  platformId = BASE_PLATFORM,
): Promise<bigint> {
  const value = await readSetting(db, key, platformId);
  if (value === undefined) return 0n;
  try {
    const cents = moneyToCents(value);
    return cents > 0n ? cents : 0n;
  } catch {
    return 0n;
  }
}
