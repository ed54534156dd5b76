import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configItem } from '../db/schema';
import { getBalanceCents } from '../money/ledger';
import { creditRecharge } from '../recharge/credit';
import { playerWithCoins } from '../testing/players';
import { checkedTestServer } from '../testing/checkedTestServer';
import { createTestUser } from '../testing/users';
import { testClock } from '../testing/testClock';
import { countRows } from '../testing/databaseRows';
import { spinTurntable } from './actions';
import { SETTING_KEYS } from '../content/rules/settingKeys';
import { TURNTABLE_PRIZES } from './rules/prizes';

interface Prize {
  index: number;
  amount: string;
  probability: string;
  ticketFrom: number;
  ticketTo: number;
  top: boolean;
}
interface Spin {
  week: string;
  prize: number;
  amount: string;
  rollId: number;
  ticket: number;
}
interface State {
  week: string;
  resetAt: string;
  spin: Spin | null;
  topPrizeUnlocked: boolean;
  invitesNeeded: number;
  invitedRecharged: number;
  prizes: Prize[];
}

describe('the lucky turntable', () => {
  const server = checkedTestServer();

  it('shows the wheel with its odds and the reset at Sunday 23:59:59', async () => {
    const player = await playerWithCoins(server(), 0n);
    const { data } = await player.call<State>('/api/turntable/state');
    const week = testClock.period('week');
    expect(data).toMatchObject({
      week: week.key,
      resetAt: new Date(week.end.getTime() - 1000).toISOString(),
      spin: null,
      topPrizeUnlocked: false,
      invitesNeeded: 3,
      invitedRecharged: 0,
    });
    expect(data.prizes.map((p) => p.amount)).toEqual([
      '20.00',
      '8.88',
      '5.00',
      '2.00',
      '1.00',
      '0.50',
    ]);
    expect(data.prizes.at(-1)).toMatchObject({ probability: '57.4000', ticketTo: 100_000 });
  });

  it('spins once a week, pays from promotions and can be verified', async () => {
    const player = await playerWithCoins(server(), 0n);
    const spun = await player.call<Spin>('/api/turntable/spin');
    expect(spun.code).toBe(0);
    const prize = TURNTABLE_PRIZES[spun.data.prize];
    expect(spun.data.amount).toBe((Number(prize?.cents) / 100).toFixed(2));
    expect(await getBalanceCents(server().database.db, player.userId, 'amount')).toBe(prize?.cents);
    const proof = await player.call<{ game: string; ticket: number }>('/api/fairness/verify', {
      rollId: spun.data.rollId,
    });
    expect(proof.data).toMatchObject({ game: 'turntable', ticket: spun.data.ticket });
    const { data } = await player.call<State>('/api/turntable/state');
    expect(data.spin).toMatchObject({ rollId: spun.data.rollId, prize: spun.data.prize });
    const slice = data.prizes.find((p) => p.index === spun.data.prize);
    expect(spun.data.ticket).toBeGreaterThanOrEqual(slice?.ticketFrom ?? Infinity);
    expect(spun.data.ticket).toBeLessThanOrEqual(slice?.ticketTo ?? 0);

    // Changing the client seed reveals the server seed: the server recomputes the spin's roll.
    await player.call('/api/fairness/changeClientSeed', { clientSeed: 'after-the-spin' });
    const revealed = await player.call<{ verified: boolean | null }>('/api/fairness/verify', {
      rollId: spun.data.rollId,
    });
    expect(revealed.data.verified).toBe(true);

    expect(await player.call('/api/turntable/spin')).toMatchObject({
      status: 409,
      msg: 'You have spun this week; the wheel resets after Sunday 23:59:59',
    });
    expect(await getBalanceCents(server().database.db, player.userId, 'amount')).toBe(prize?.cents);
  });

  it('spins again from Monday 00:00, not at Sunday 23:59:59', async () => {
    const player = await playerWithCoins(server(), 0n);
    const week = testClock.period('week', new Date(Date.now() + 7 * 86_400_000));
    const lastSecond = new Date(week.end.getTime() - 1000);
    const db = server().database.db;
    await spinTurntable(db, testClock, { userId: player.userId, now: week.start });
    await expect(
      spinTurntable(db, testClock, { userId: player.userId, now: lastSecond }),
    ).rejects.toMatchObject({ key: 'errors.turntableSpun' });
    const next = await spinTurntable(db, testClock, { userId: player.userId, now: week.end });
    expect(next.week).toBe(testClock.period('week', week.end).key);
    expect(
      await countRows(
        server(),
        sql`select count(*) as n from turntable_spins where user_id = ${player.userId}`,
      ),
    ).toBe(2);
  });

  it('puts the 100-coin top prize on the wheel once enough invited players recharged', async () => {
    const inviter = await playerWithCoins(server(), 0n);
    const invite = async (recharges: boolean) => {
      const invited = await createTestUser(server().database, { inviterId: inviter.userId });
      if (recharges) {
        await server().database.db.transaction((tx) =>
          creditRecharge(
            tx,
            invited.userId,
            10_000n,
            0n,
            'recharge.card',
            `card:i${invited.userId}`,
          ),
        );
      }
    };
    await invite(true);
    await invite(true);
    await invite(false);
    const locked = (await inviter.call<State>('/api/turntable/state')).data;
    expect(locked).toMatchObject({ topPrizeUnlocked: false, invitedRecharged: 2 });
    expect(locked.prizes.some((p) => p.top)).toBe(false);
    await invite(true);
    const open = (await inviter.call<State>('/api/turntable/state')).data;
    expect(open).toMatchObject({ topPrizeUnlocked: true, invitedRecharged: 3 });
    expect(open.prizes[0]).toMatchObject({
      amount: '100.00',
      top: true,
      probability: '0.0100',
      ticketFrom: 1,
      ticketTo: 10,
    });

    await server()
      .database.db.insert(configItem)
      .values({ platformId: 1, itemKey: SETTING_KEYS.turntableTopPrizeInvites, itemValue: '5' });
    expect((await inviter.call<State>('/api/turntable/state')).data).toMatchObject({
      topPrizeUnlocked: false,
      invitesNeeded: 5,
    });
  });

  it('asks a visitor to sign in before spinning', async () => {
    const answer = await fetch(`${server().url}/api/turntable/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(401);
  });
});
