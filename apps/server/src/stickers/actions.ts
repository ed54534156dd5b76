import { centsToMoney, type Locale } from '@skinbox/api';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { stickerRewardClaims, userStickers } from '../db/schema';
import { AppError } from '../http/errors';
import { credit } from '../money/ledger';
import { SETTING_KEYS } from '../content/rules/settingKeys';
import { readMoneySetting } from '../content/settings';
import { album } from './queries';

/**
 * The sticker album (user.getUserSticker, activateSticker, stickerReward): players receive copies
 * (from operators with `pnpm ops sticker-grant`, or any module calling grantSticker), activate one
 * copy of each sticker, and once every sticker is active claim the album reward once.
 */
export async function grantSticker(db: Db, userId: number, stickerId: number, copies: number) {
  await db
    .insert(userStickers)
    .values({ userId, stickerId, count: copies })
    .onConflictDoUpdate({
      target: [userStickers.userId, userStickers.stickerId],
      set: { count: sql`${userStickers.count} + ${copies}` },
    });
}

/** Uses one owned copy to activate the sticker; activating an active sticker changes nothing. */
export async function activateSticker(
  db: Db,
  userId: number,
  stickerId: number,
  locale: Locale,
  now: Date,
) {
  const activated = await db
    .update(userStickers)
    .set({ count: sql`${userStickers.count} - 1`, activatedAt: now })
    .where(
      and(
        eq(userStickers.userId, userId),
        eq(userStickers.stickerId, stickerId),
        isNull(userStickers.activatedAt),
        gt(userStickers.count, 0),
      ),
    )
    .returning();
  const sticker = (await album(db, userId, locale)).list.find((entry) => entry.id === stickerId);
  if (!sticker) throw new AppError(404, 'errors.notFound');
  if (activated.length === 0 && !sticker.isActive)
    throw new AppError(403, 'errors.stickerNotOwned');
  return sticker;
}

export async function claimAlbumReward(db: Db, userId: number, locale: Locale) {
  const current = await album(db, userId, locale);
  if (current.rewardState === 'claimed') throw new AppError(409, 'errors.rewardClaimed');
  if (current.rewardState === 'locked') throw new AppError(403, 'errors.stickerRewardLocked');
  const cents = await readMoneySetting(db, SETTING_KEYS.stickerAlbumRewardAmount);
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(stickerRewardClaims)
      .values({ userId })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) throw new AppError(409, 'errors.rewardClaimed');
    await credit(tx, {
      userId,
      currency: 'amount',
      cents,
      kind: 'reward.stickerAlbum',
      reference: `stickerAlbum:${userId}`,
      account: 'promotions',
    });
  });
  return { amount: centsToMoney(cents) };
}
