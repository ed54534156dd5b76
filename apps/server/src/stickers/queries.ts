import { centsToMoney, type Locale } from '@skinbox/api';
import { and, asc, eq } from 'drizzle-orm';
import { SETTING_KEYS } from '../content/rules/settingKeys';
import { readMoneySetting } from '../content/settings';
import type { Db } from '../db/database';
import { stickerRewardClaims, stickers, userStickers } from '../db/schema';

function nameIn(names: Partial<Record<string, string>>, locale: Locale) {
  return names[locale] ?? names.zh ?? Object.values(names)[0] ?? '';
}

/** The album as the player sees it: every sticker, the copies they hold, the reward's state. */
export async function album(db: Db, userId: number, locale: Locale) {
  const rows = await db
    .select({
      id: stickers.id,
      names: stickers.names,
      image: stickers.image,
      count: userStickers.count,
      activatedAt: userStickers.activatedAt,
    })
    .from(stickers)
    .leftJoin(
      userStickers,
      and(eq(userStickers.stickerId, stickers.id), eq(userStickers.userId, userId)),
    )
    .orderBy(asc(stickers.sort), asc(stickers.id));
  const list = rows.map((row) => ({
    id: row.id,
    name: nameIn(row.names, locale),
    image: row.image,
    count: row.count ?? 0,
    isActive: row.activatedAt !== null && row.activatedAt !== undefined,
  }));
  const [claimed] = await db
    .select()
    .from(stickerRewardClaims)
    .where(eq(stickerRewardClaims.userId, userId));
  const complete = list.length > 0 && list.every((sticker) => sticker.isActive);
  const reward = await readMoneySetting(db, SETTING_KEYS.stickerAlbumRewardAmount);
  return {
    list,
    rewardAmount: centsToMoney(reward),
    rewardState: claimed
      ? ('claimed' as const)
      : complete && reward > 0n
        ? ('claimable' as const)
        : ('locked' as const),
  };
}
