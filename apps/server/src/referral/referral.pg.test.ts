import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rechargeOrders, spreadRewards, users } from '../db/schema';
import { getBalanceCents } from '../money/ledger';
import { confirmRechargeOrder } from '../recharge/actions';
import { issueCardCodes } from '../recharge/cardCodes';
import { apiCaller } from '../testing/api';
import { TEST_TRADE_LINK, playerWithCoins } from '../testing/players';
import { checkedTestServer } from '../testing/checkedTestServer';
import { createTestUser } from '../testing/users';
import { rewardCents } from './rules/tiers';

/** Referral races on real PostgreSQL: rewards under concurrent recharges, bindings that cross. */
describe('referral under concurrency', () => {
  const server = checkedTestServer();

  const invitee = async (inviterId: number) => {
    const user = await createTestUser(server().database, { inviterId, steamUrl: TEST_TRADE_LINK });
    return { ...user, call: apiCaller(server(), user.token) };
  };

  it('credits every one of 40 parallel recharges of 8 invitees once, at its recorded ratio', async () => {
    const inviter = await playerWithCoins(server(), 0n);
    const invitees = await Promise.all(Array.from({ length: 8 }, () => invitee(inviter.userId)));
    const cards = await issueCardCodes(server().database.db, 16, 2_500n, 'referral-race');
    const answers = await Promise.all([
      ...invitees.flatMap((p) =>
        ['10.00', '50.00', '100.00'].map((amount) =>
          p.call('/api/recharge/order', { method: 'alipay', amount }),
        ),
      ),
      ...cards.map((card, i) =>
        invitees.at(i % invitees.length)?.call('/api/recharge/card', {
          cardNo: card.cardNo,
          cardPassword: card.password,
        }),
      ),
    ]);
    expect(answers.filter((a) => a?.code !== 0)).toEqual([]);

    const rows = await server()
      .database.db.select()
      .from(spreadRewards)
      .where(eq(spreadRewards.inviterId, inviter.userId));
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((r) => r.rechargeReference)).size).toBe(40);
    for (const row of rows) {
      expect([30, 60]).toContain(row.basisPoints);
      expect(row.rewardCents).toBe(rewardCents(row.rechargeCents, row.basisPoints));
    }
    const paid = rows.reduce((total, row) => total + row.rewardCents, 0n);
    expect(await getBalanceCents(server().database.db, inviter.userId, 'amount')).toBe(paid);
    // Once five invitees had recharged, the inviter stood in the 0.6 % tier.
    expect(rows.some((row) => row.basisPoints === 60)).toBe(true);
  });

  it('rewards an order once when its confirmations race', async () => {
    const inviter = await playerWithCoins(server(), 0n);
    const player = await invitee(inviter.userId);
    const [order] = await server()
      .database.db.insert(rechargeOrders)
      .values({
        userId: player.userId,
        method: 'alipay',
        provider: 'sandbox',
        amountCents: 100_000n,
        bonusCents: 0n,
      })
      .returning();
    const confirmed = await Promise.all(
      Array.from({ length: 10 }, () => confirmRechargeOrder(server().database.db, order?.id ?? 0)),
    );
    expect(confirmed.filter(Boolean)).toHaveLength(1);
    expect(await getBalanceCents(server().database.db, inviter.userId, 'amount')).toBe(300n);
  });

  it('lets one of two players who enter each other’s codes at once bind, never both', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = await Promise.all([
        playerWithCoins(server(), 0n),
        playerWithCoins(server(), 0n),
      ]);
      const codes = await server()
        .database.db.select({ id: users.id, code: users.spreadCode })
        .from(users)
        .where(inArray(users.id, [a.userId, b.userId]));
      const codeOf = (id: number) => codes.find((c) => c.id === id)?.code;
      const answers = await Promise.all([
        a.call('/api/user/changeInvitationCode', { invitationCode: codeOf(b.userId) }),
        b.call('/api/user/changeInvitationCode', { invitationCode: codeOf(a.userId) }),
      ]);
      expect(answers.map((x) => x.code).sort()).toEqual([0, 400]);
      expect(answers.find((x) => x.code === 400)?.msg).toBe(
        'You cannot use the invite code of a player you invited',
      );
    }
  });

  it('never closes a ring of three when all bind at once', async () => {
    const ring = await Promise.all([0, 1, 2].map(() => playerWithCoins(server(), 0n)));
    const codes = await server()
      .database.db.select({ id: users.id, code: users.spreadCode })
      .from(users);
    const codeOf = (id: number) => codes.find((c) => c.id === id)?.code;
    const answers = await Promise.all(
      ring.map((p, i) =>
        p.call('/api/user/changeInvitationCode', {
          invitationCode: codeOf(ring[(i + 1) % 3]?.userId ?? 0),
        }),
      ),
    );
    expect(answers.filter((x) => x.code === 0)).toHaveLength(2);
    const bound = await server()
      .database.db.select({ id: users.id, inviterId: users.inviterId })
      .from(users)
      .where(
        inArray(
          users.id,
          ring.map((p) => p.userId),
        ),
      );
    expect(bound.filter((row) => row.inviterId !== null)).toHaveLength(2);
  });
});
