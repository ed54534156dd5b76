import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configItem, ledger, users } from '../db/schema';
import { issueCardCodes } from '../recharge/cardCodes';
import { apiCaller } from '../testing/api';
import { TEST_TRADE_LINK, playerWithCoins } from '../testing/players';
import { checkedTestServer } from '../testing/checkedTestServer';
import { createTestUser } from '../testing/users';

type Info = {
  spreadCode: string;
  invited: number;
  recharged: number;
  rechargeTotal: string;
  rewardTotal: string;
  spreadBoxCount: number;
  tier: { invited: number; percent: string };
  nextTier: { invited: number; percent: string } | null;
};

describe('referral', () => {
  const server = checkedTestServer();

  async function invitedBy(inviterId: number) {
    const user = await createTestUser(server().database, {
      inviterId,
      steamUrl: TEST_TRADE_LINK,
    });
    return { ...user, call: apiCaller(server(), user.token) };
  }

  async function redeem(call: ReturnType<typeof apiCaller>, cents: bigint) {
    const [card] = await issueCardCodes(server().database.db, 1, cents, 'referral-test');
    const answer = await call('/api/recharge/card', {
      cardNo: card?.cardNo,
      cardPassword: card?.password,
    });
    expect(answer.code).toBe(0);
  }

  it("credits the inviter the first tier's share of an invited player's recharges", async () => {
    const inviter = await playerWithCoins(server(), 0n);
    const invitee = await invitedBy(inviter.userId);
    await invitee.call('/api/recharge/order', { method: 'alipay', amount: '50.00' });
    await redeem(invitee.call, 3_333n);

    const info = await inviter.call<Info>('/api/spread/info');
    // 0.3 % of 50.00 is 0.15; of 33.33 is 0.09 (rounded down).
    expect(info.data).toMatchObject({
      invited: 1,
      recharged: 1,
      rechargeTotal: '83.33',
      rewardTotal: '0.24',
      spreadBoxCount: 0,
      tier: { invited: 0, percent: '0.30' },
      nextTier: { invited: 5, percent: '0.60' },
    });
    const me = await inviter.call<{ assets: { spreadRewardAmount: string; amount: string } }>(
      '/api/user/getInfo',
    );
    expect(me.data.assets).toMatchObject({ spreadRewardAmount: '0.24', amount: '0.24' });
    const rewards = await server()
      .database.db.select({ cents: ledger.cents, account: ledger.account, kind: ledger.kind })
      .from(ledger)
      .where(eq(ledger.userId, inviter.userId));
    expect(rewards).toEqual([
      { cents: 15n, account: 'promotions', kind: 'spread.reward' },
      { cents: 9n, account: 'promotions', kind: 'spread.reward' },
    ]);
  });

  it('lists invited players and one player’s recharges with the reward each paid', async () => {
    const inviter = await playerWithCoins(server(), 0n);
    const first = await invitedBy(inviter.userId);
    const second = await invitedBy(inviter.userId);
    await second.call('/api/recharge/order', { method: 'bank', amount: '100.00' });

    const page = await inviter.call<{ list: Array<{ userId: number; rechargeTotal: string }> }>(
      '/api/spread/users',
      { page: 1, pageSize: 10 },
    );
    expect(page.data).toMatchObject({ total: 2 });
    expect(page.data.list.map((u) => [u.userId, u.rechargeTotal])).toEqual([
      [second.userId, '100.00'],
      [first.userId, '0.00'],
    ]);

    const detail = await inviter.call('/api/spread/userDetail', { userId: second.userId });
    expect(detail.data).toMatchObject({
      total: 1,
      user: { userId: second.userId, rechargeTotal: '100.00', rewardTotal: '0.30' },
      list: [{ recharge: '100.00', percent: '0.30', reward: '0.30' }],
    });

    const stranger = await playerWithCoins(server(), 0n);
    const refused = await stranger.call('/api/spread/userDetail', { userId: second.userId });
    expect(refused).toMatchObject({ status: 404, msg: 'That player was not invited by you' });
  });

  it('pays the tier the inviter stands in, counting invited players who recharged', async () => {
    await server()
      .database.db.update(configItem)
      .set({ itemValue: '0:0.3,2:1' })
      .where(eq(configItem.itemKey, 'spreadTiers'));
    try {
      const inviter = await playerWithCoins(server(), 0n);
      const first = await invitedBy(inviter.userId);
      const second = await invitedBy(inviter.userId);
      await first.call('/api/recharge/order', { method: 'alipay', amount: '10.00' });
      await second.call('/api/recharge/order', { method: 'alipay', amount: '10.00' });
      const detail = await inviter.call<{ list: Array<{ percent: string; reward: string }> }>(
        '/api/spread/userDetail',
        { userId: second.userId },
      );
      // The second recharging invitee lifts the inviter to 1 % for that recharge already.
      expect(detail.data.list).toMatchObject([{ percent: '1.00', reward: '0.10' }]);
    } finally {
      await server()
        .database.db.update(configItem)
        .set({ itemValue: '0:0.3,5:0.6,20:1' })
        .where(eq(configItem.itemKey, 'spreadTiers'));
    }
  });

  it('earns a spread box once an invited player has recharged 100 coins, and opens it once', async () => {
    const inviter = await playerWithCoins(server(), 0n);
    const invitee = await invitedBy(inviter.userId);
    await invitee.call('/api/recharge/order', { method: 'alipay', amount: '50.00' });
    expect((await inviter.call<Info>('/api/spread/info')).data.spreadBoxCount).toBe(0);
    await invitee.call('/api/recharge/order', { method: 'alipay', amount: '50.00' });
    await invitee.call('/api/recharge/order', { method: 'alipay', amount: '100.00' });
    expect((await inviter.call<Info>('/api/spread/info')).data.spreadBoxCount).toBe(1);

    const opened = await inviter.call<{ spreadBoxCount: number; goods: { price: string } }>(
      '/api/spread/openBox',
    );
    expect(opened.code).toBe(0);
    expect(opened.data.spreadBoxCount).toBe(0);
    const again = await inviter.call('/api/spread/openBox');
    expect(again).toMatchObject({ status: 409, msg: 'You have no spread box to open' });
    const me = await inviter.call<{ assets: { spreadBoxCount: number } }>('/api/user/getInfo');
    expect(me.data.assets.spreadBoxCount).toBe(0);
  });

  it('shows the rules to visitors: the tiers, the box threshold and the box', async () => {
    const rules = await apiCaller(server())<{
      tiers: unknown[];
      boxThreshold: string;
      box: { value: string; items: unknown[] } | null;
    }>('/api/spread/rules');
    expect(rules.data.tiers).toEqual([
      { invited: 0, percent: '0.30' },
      { invited: 5, percent: '0.60' },
      { invited: 20, percent: '1.00' },
    ]);
    expect(rules.data.boxThreshold).toBe('100.00');
    expect(rules.data.box?.items.length).toBeGreaterThan(0);
  });

  it('refuses an own code and a code from down the player’s own chain', async () => {
    const top = await playerWithCoins(server(), 0n);
    const middle = await invitedBy(top.userId);
    const bottom = await invitedBy(middle.userId);
    const [codeOf] = await Promise.all([
      server().database.db.select({ id: users.id, code: users.spreadCode }).from(users),
    ]);
    const code = (userId: number) => codeOf.find((u) => u.id === userId)?.code;
    expect(
      await top.call('/api/user/changeInvitationCode', { invitationCode: code(top.userId) }),
    ).toMatchObject({ status: 400, msg: 'You cannot use your own invite code' });
    expect(
      await top.call('/api/user/changeInvitationCode', { invitationCode: code(bottom.userId) }),
    ).toMatchObject({ status: 400, msg: 'You cannot use the invite code of a player you invited' });
    const [row] = await server()
      .database.db.select({ inviterId: users.inviterId })
      .from(users)
      .where(eq(users.id, top.userId));
    expect(row?.inviterId).toBeNull();
  });

  it('pays nobody for a player nobody invited', async () => {
    const loner = await playerWithCoins(server(), 0n);
    await loner.call('/api/recharge/order', { method: 'alipay', amount: '10.00' });
    const rows = await server()
      .database.db.select()
      .from(ledger)
      .where(eq(ledger.kind, 'spread.reward'));
    expect(rows.every((row) => row.reference !== `order:${loner.userId}`)).toBe(true);
    const info = await loner.call<Info>('/api/spread/info');
    expect(info.data).toMatchObject({ invited: 0, rewardTotal: '0.00', spreadBoxCount: 0 });
  });
});
