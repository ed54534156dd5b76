import { centsToMoney, type Locale } from '@skinbox/api';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { AppError } from '../http/errors';
import { credit } from '../money/ledger';
import { registerPacketName } from '../messages/templates';
import { SETTING_KEYS } from '../content/rules/settingKeys';
import { readMoneySetting } from '../content/settings';

/**
 * The sign-up red packet (SPEC section 3): coins set by the operator per platform
 * (config registerPacketAmount), opened once per player through registerReward.
 */
export async function hasRegisterPacket(
  db: Db,
  user: { platformId: number; registerPacketClaimedAt: Date | null },
) {
  if (user.registerPacketClaimedAt !== null) return false;
  return (await readMoneySetting(db, SETTING_KEYS.registerPacketAmount, user.platformId)) > 0n;
}

export async function openRegisterPacket(
  db: Db,
  userId: number,
  platformId: number,
  locale: Locale,
  now: Date,
) {
  const cents = await readMoneySetting(db, SETTING_KEYS.registerPacketAmount, platformId);
  if (cents <= 0n) throw new AppError(409, 'errors.registerPacketUnavailable');
  await db.transaction(async (tx) => {
    const opened = await tx
      .update(users)
      .set({ registerPacketClaimedAt: now })
      .where(and(eq(users.id, userId), isNull(users.registerPacketClaimedAt)))
      .returning({ id: users.id });
    if (opened.length === 0) throw new AppError(409, 'errors.registerPacketUnavailable');
    await credit(tx, {
      userId,
      currency: 'amount',
      cents,
      kind: 'reward.registerPacket',
      reference: `registerPacket:${userId}`,
      account: 'promotions',
    });
  });
  return { money: centsToMoney(cents), skinsUrl: '', name: registerPacketName[locale], grade: '' };
}
