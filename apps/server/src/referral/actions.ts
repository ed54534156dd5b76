import { and, eq, isNull, sql } from 'drizzle-orm';
import { findUserBySpreadCode } from '../auth/accounts';
import type { Db } from '../db/database';
import { spreadBoxes, spreadRewards, users } from '../db/schema';
import { AppError } from '../http/errors';
import { creditUnlessZero } from '../money/ledger';
import { invitedWhoRecharged } from '../turntable/queries';
import { loadRewardBox, rollRewardBox } from '../welfare/rewardBoxes';
import { GAME } from '@skinbox/fairness';
import { SPREAD_REWARD_BOX } from './names';
import { unopenedBoxes } from './queries';
import { rewardCents, tierOf } from './rules/tiers';
import { readSpreadSettings } from './settings';
import { rowsOf } from '../db/rows';

/**
 * Serialises changes of who invited whom: two players binding to each other's codes at once would
 * each see no cycle and make one together. Taken only by a binding, which is rare.
 */
const INVITE_GRAPH_LOCK = 6_000_019;

/**
 * Binds a player to the inviter whose spread code they enter, once (changeInvitationCode): not
 * their own code, and not the code of anyone they invited, directly or down the chain, which would
 * make a cycle. The check and the binding run under INVITE_GRAPH_LOCK.
 */
export async function bindInviter(db: Db, userId: number, code: string) {
  const inviter = await findUserBySpreadCode(db, code);
  if (!inviter) throw new AppError(400, 'errors.inviteCodeNotFound');
  if (inviter.id === userId) throw new AppError(400, 'errors.inviteCodeOwn');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${INVITE_GRAPH_LOCK})`);
    const chain = await tx.execute(sql`
      WITH RECURSIVE up(id, inviter_id) AS (
        SELECT id, inviter_id FROM users WHERE id = ${inviter.id}
        UNION
        SELECT u.id, u.inviter_id FROM users u JOIN up ON u.id = up.inviter_id
      )
      SELECT 1 AS hit FROM up WHERE id = ${userId} LIMIT 1`);
    if (rowsOf<unknown>(chain).length > 0) {
      throw new AppError(400, 'errors.inviteCodeCycle');
    }
    const changed = await tx
      .update(users)
      .set({
        invitationCode: inviter.spreadCode,
        inviterId: inviter.id,
        invitationCodeChanged: true,
      })
      .where(and(eq(users.id, userId), eq(users.invitationCodeChanged, false)))
      .returning({ id: users.id });
    if (changed.length === 0) throw new AppError(409, 'errors.invitationCodeChangedOnce');
  });
}

/** The sum of a player's recharges (mint credits) on the ledger, in cents. */
async function rechargedCents(tx: Db, userId: number): Promise<bigint> {
  const result = await tx.execute(sql`
    SELECT coalesce(sum(cents), 0)::text AS cents FROM ledger
    WHERE user_id = ${userId} AND currency = 'amount' AND account = 'mint'`);
  return BigInt(rowsOf<{ cents: string }>(result)[0]?.cents ?? '0');
}

/**
 * The referral's part of a recharge, in the recharge's transaction (recharge/credit.ts calls it
 * after crediting the paid amount): the invitee's inviter is credited their tier's share of the
 * amount paid, from promotions, and earns a spread box once the invitee's recharges reach the
 * threshold. The recharge's reference is unique in spread_rewards, so a recharge pays its inviter
 * once however it is confirmed. Nothing happens for a player nobody invited.
 */
export async function creditSpreadReward(
  tx: Db,
  {
    inviteeId,
    rechargeCents,
    reference,
  }: { inviteeId: number; rechargeCents: bigint; reference: string },
) {
  const [invitee] = await tx
    .select({ inviterId: users.inviterId })
    .from(users)
    .where(eq(users.id, inviteeId));
  const inviterId = invitee?.inviterId;
  if (inviterId === null || inviterId === undefined) return;
  const [inviter] = await tx
    .select({ platformId: users.platformId })
    .from(users)
    .where(eq(users.id, inviterId));
  if (!inviter) return;
  const settings = await readSpreadSettings(tx, inviter.platformId);
  const tier = tierOf(settings.tiers, await invitedWhoRecharged(tx, inviterId));
  const reward = rewardCents(rechargeCents, tier.basisPoints);
  const recorded = await tx
    .insert(spreadRewards)
    .values({
      inviterId,
      inviteeId,
      rechargeReference: reference,
      rechargeCents,
      basisPoints: tier.basisPoints,
      rewardCents: reward,
    })
    .onConflictDoNothing({ target: spreadRewards.rechargeReference })
    .returning({ id: spreadRewards.id });
  if (recorded.length === 0) return;
  await creditUnlessZero(tx, {
    userId: inviterId,
    currency: 'amount',
    cents: reward,
    kind: 'spread.reward',
    reference,
    account: 'promotions',
  });
  if ((await rechargedCents(tx, inviteeId)) >= settings.boxThresholdCents) {
    await tx.insert(spreadBoxes).values({ inviterId, inviteeId }).onConflictDoNothing();
  }
}

/**
 * Opens the player's oldest unopened spread box: claimed by one conditional update (the row is
 * skipped while another opening holds it), rolled with the prefix 'spread' like a welfare box.
 */
export async function openSpreadBox(db: Db, userId: number, now: Date) {
  const box = await loadRewardBox(db, 'spread', SPREAD_REWARD_BOX.slot);
  if (!box) throw new AppError(409, 'errors.spreadNoBox');
  return db.transaction(async (tx) => {
    const claimed = await tx.execute(sql`
      UPDATE spread_boxes SET opened_at = now()
      WHERE id = (
        SELECT id FROM spread_boxes WHERE inviter_id = ${userId} AND opened_at IS NULL
        ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
      )
      RETURNING id`);
    const [row] = rowsOf<{ id: string | number }>(claimed);
    if (!row) throw new AppError(409, 'errors.spreadNoBox');
    const drop = await rollRewardBox(tx, userId, GAME.spread, box.contents, now);
    await tx
      .update(spreadBoxes)
      .set({ rollId: drop.rollId, bagItemId: drop.bagItemId, priceCents: drop.priceCents })
      .where(and(eq(spreadBoxes.id, Number(row.id)), isNull(spreadBoxes.rollId)));
    return { drop, left: await unopenedBoxes(tx, userId) };
  });
}
