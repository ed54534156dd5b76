import { BoxType, centsToMoney, isRealPlayer } from '@skinbox/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { announcePrize, type RealtimeHub } from '../socket/hub';

/**
 * Announces each of a player's drops worth announcing (activity.prize, a site box) to everyone;
 * an ai or test account's drops are never announced.
 */
export async function announceDrops(
  db: Db,
  hub: RealtimeHub,
  { userId, boxId, pricesCents }: { userId: number; boxId: number; pricesCents: bigint[] },
) {
  const [player] = await db
    .select({ nickName: users.nickName, avatar: users.avatar, userType: users.userType })
    .from(users)
    .where(eq(users.id, userId));
  if (!player || !isRealPlayer(player.userType)) return;
  for (const priceCents of pricesCents) {
    announcePrize(hub, {
      nickName: player.nickName,
      avater: player.avatar,
      recoveryPrice: centsToMoney(priceCents),
      boxType: BoxType.site,
      boxId,
    });
  }
}
