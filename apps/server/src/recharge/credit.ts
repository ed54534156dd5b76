import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { AppError } from '../http/errors';
import { credit, creditUnlessZero } from '../money/ledger';
import { creditSpreadReward } from '../referral/actions';
import { raiseVipLevel } from '../vip/actions';

/** SPEC section 5: the trade link must be bound before recharge. */
export async function requireTradeLink(tx: Db, userId: number) {
  const [player] = await tx
    .select({ steamUrl: users.steamUrl })
    .from(users)
    .where(eq(users.id, userId));
  if (!player?.steamUrl) throw new AppError(409, 'errors.tradeLinkRequired');
}

/**
 * Credits a recharge: the paid amount from the mint, the bonus from promotions, VIP growth of 1 per
 * coin paid (SPEC section 9; the VIP level only rises), and the inviter's referral reward.
 */
export async function creditRecharge(
  tx: Db,
  userId: number,
  amountCents: bigint,
  bonus: bigint,
  kind: string,
  reference: string,
) {
  await credit(tx, {
    userId,
    currency: 'amount',
    cents: amountCents,
    kind,
    reference,
    account: 'mint',
  });
  await creditUnlessZero(tx, {
    userId,
    currency: 'amount',
    cents: bonus,
    kind: `${kind}.bonus`,
    reference,
    account: 'promotions',
  });
  const [grown] = await tx
    .update(users)
    .set({ vipGrowth: sql`${users.vipGrowth} + ${amountCents}` })
    .where(eq(users.id, userId))
    .returning({ id: users.id, vipLevel: users.vipLevel, vipGrowth: users.vipGrowth });
  if (grown) await raiseVipLevel(tx, grown);
  await creditSpreadReward(tx, { inviteeId: userId, rechargeCents: amountCents, reference });
}
