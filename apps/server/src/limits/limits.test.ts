import { centsToMoney } from '@skinbox/api';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledger, playerLimits } from '../db/schema';
import { getBalanceCents } from '../money/ledger';
import { issueCardCodes } from '../recharge/cardCodes';
import { openForItems, playerWithCoins, siteBoxId } from '../testing/players';
import { checkedTestServer } from '../testing/checkedTestServer';
import { NO_LIMITS } from '../testing/noLimits';

describe('responsible gaming', () => {
  const server = checkedTestServer();

  type Player = Awaited<ReturnType<typeof playerWithCoins>>;
  const setLimits = (player: Player, limits: Partial<typeof NO_LIMITS> | Record<string, string>) =>
    player.call('/api/limits/set', { limits: { ...NO_LIMITS, ...limits } });
  const open = (player: Player, boxId: number) => player.call('/api/box/open', { boxId, count: 1 });

  it('starts with no limits and nothing used', async () => {
    const player = await playerWithCoins(server(), 0n);
    const state = await player.call('/api/limits/state');
    expect(state.data).toMatchObject({
      limits: NO_LIMITS,
      used: { depositDay: '0.00', lossDay: '0.00', lossMonth: '0.00' },
      pending: null,
      pausedUntil: null,
      reminderMinutes: 0,
    });
  });

  it('stops stakes at a daily loss limit, and counts coins won back', async () => {
    const player = await playerWithCoins(server(), 100n);
    const boxId = await siteBoxId(server(), 1);
    expect((await setLimits(player, { lossDay: '3.00' })).code).toBe(0);
    const bag = await openForItems(player, boxId, 3);
    const refused = await open(player, boxId);
    expect(refused).toMatchObject({
      status: 409,
      msg: 'This would take you past your daily loss limit of 3.00',
    });
    expect(await getBalanceCents(server().database.db, player.userId, 'amount')).toBe(9_700n);

    // Selling the drops brings coins back: the loss is what they did not return.
    expect((await player.call('/api/user/sell', { ids: bag })).code).toBe(0);
    const returned =
      (await getBalanceCents(server().database.db, player.userId, 'amount')) - 9_700n;
    expect(returned).toBeGreaterThan(0n);
    // Drops worth more than the stakes leave no loss: the used amount never goes below zero.
    const loss = returned < 300n ? 300n - returned : 0n;
    const state = await player.call<{ used: { lossDay: string } }>('/api/limits/state');
    expect(state.data.used.lossDay).toBe(centsToMoney(loss));
    expect((await open(player, boxId)).code).toBe(returned >= 100n ? 0 : 409);
  });

  it('forgets losses older than the window', async () => {
    const player = await playerWithCoins(server(), 100n);
    const boxId = await siteBoxId(server(), 1);
    await setLimits(player, { lossDay: '2.00', lossWeek: '3.00' });
    await openForItems(player, boxId, 2);
    expect((await open(player, boxId)).msg).toBe(
      'This would take you past your daily loss limit of 2.00',
    );
    await server()
      .database.db.update(ledger)
      .set({ createdAt: sql`${ledger.createdAt} - interval '25 hours'` })
      .where(eq(ledger.userId, player.userId));
    expect((await open(player, boxId)).code).toBe(0);
    expect((await open(player, boxId)).msg).toBe(
      'This would take you past your weekly loss limit of 3.00',
    );
  });

  it('stops recharges at a deposit limit, orders and cards alike', async () => {
    const player = await playerWithCoins(server(), 0n);
    await setLimits(player, { depositDay: '60.00' });
    const paid = await player.call('/api/recharge/order', { method: 'alipay', amount: '50.00' });
    expect(paid.code).toBe(0);
    const over = await player.call('/api/recharge/order', { method: 'alipay', amount: '50.00' });
    expect(over).toMatchObject({
      status: 409,
      msg: 'This passes your daily deposit limit; you can still deposit 10.00',
    });
    const [card, small] = await issueCardCodes(server().database.db, 2, 1_000n, 'limits');
    const cardAnswer = await player.call('/api/recharge/card', {
      cardNo: card?.cardNo,
      cardPassword: card?.password,
    });
    expect(cardAnswer.code).toBe(0);
    const refused = await player.call('/api/recharge/card', {
      cardNo: small?.cardNo,
      cardPassword: small?.password,
    });
    expect(refused.status).toBe(409);
    const state = await player.call<{ used: { depositDay: string } }>('/api/limits/state');
    expect(state.data.used.depositDay).toBe('60.00');
  });

  it('holds a lower limit at once and makes a raise wait 24 hours', async () => {
    const player = await playerWithCoins(server(), 100n);
    await setLimits(player, { lossDay: '10.00' });
    const raised = await setLimits(player, { lossDay: '50.00' });
    expect(raised.data).toMatchObject({
      limits: { lossDay: '10.00' },
      pending: { lossDay: '50.00' },
    });
    const { pendingFrom } = raised.data as { pendingFrom: string };
    const waited = Date.parse(pendingFrom) - Date.now();
    expect(waited).toBeGreaterThan(86_390_000);
    expect(waited).toBeLessThanOrEqual(86_400_000);

    await server()
      .database.db.update(playerLimits)
      .set({ pendingFrom: new Date(Date.now() - 1000) })
      .where(eq(playerLimits.userId, player.userId));
    const later = await player.call('/api/limits/state');
    expect(later.data).toMatchObject({ limits: { lossDay: '50.00' }, pending: null });
  });

  it('pauses play and recharge for a cool-off, and never shortens a pause', async () => {
    const player = await playerWithCoins(server(), 100n);
    const boxId = await siteBoxId(server(), 1);
    const week = await player.call<{ pausedUntil: string; pauseKind: string }>(
      '/api/limits/pause',
      { kind: 'coolOff', length: 'day7' },
    );
    expect(week.data.pauseKind).toBe('coolOff');
    const until = Date.parse(week.data.pausedUntil);
    expect(until - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);

    const paused = 'You are on a cool-off or self-exclusion: no play or recharge until it ends';
    expect(await open(player, boxId)).toMatchObject({ status: 403, msg: paused });
    expect(
      await player.call('/api/recharge/order', { method: 'alipay', amount: '10.00' }),
    ).toMatchObject({ status: 403, msg: paused });
    expect(await player.call('/api/turntable/spin')).toMatchObject({ status: 403, msg: paused });

    const shorter = await player.call<{ pausedUntil: string }>('/api/limits/pause', {
      kind: 'coolOff',
      length: 'day1',
    });
    expect(Date.parse(shorter.data.pausedUntil)).toBe(until);
    const exclusion = await player.call<{ pausedUntil: string; pauseKind: string }>(
      '/api/limits/pause',
      { kind: 'selfExclusion', length: 'month6' },
    );
    expect(exclusion.data.pauseKind).toBe('selfExclusion');
    expect(Date.parse(exclusion.data.pausedUntil) - Date.now()).toBeGreaterThan(181 * 86_400_000);

    await server()
      .database.db.update(playerLimits)
      .set({ pausedUntil: new Date(Date.now() - 1000) })
      .where(eq(playerLimits.userId, player.userId));
    expect((await open(player, boxId)).code).toBe(0);
  });

  it('refuses a pause length of the other kind and reminders off the list', async () => {
    const player = await playerWithCoins(server(), 0n);
    expect(
      await player.call('/api/limits/pause', { kind: 'coolOff', length: 'year5' }),
    ).toMatchObject({ status: 400 });
    expect(await player.call('/api/limits/reminder', { minutes: 7 })).toMatchObject({
      status: 400,
    });
    const set = await player.call('/api/limits/reminder', { minutes: 30 });
    expect(set.data).toMatchObject({ reminderMinutes: 30, pausedUntil: null });
    expect(await setLimits(player, { lossDay: '-1.00' })).toMatchObject({ status: 400 });
  });
});
