import { describe, expect, it, vi } from 'vitest';
import { GAME } from '@skinbox/fairness';
import { getBalanceCents } from '../money/ledger';
import { placeStake, settleStake } from '../money/stakes';
import { creditRecharge } from '../recharge/credit';
import { openForItems, playerWithCoins, siteBoxId } from '../testing/players';
import { checkedTestServer } from '../testing/checkedTestServer';
import { createTestUser } from '../testing/users';
import { testClock } from '../testing/testClock';

interface Task {
  id: string;
  goal: string;
  done: string;
  percent: number;
  reward: string;
  state: 'inProgress' | 'claimable' | 'claimed';
}
type Player = Awaited<ReturnType<typeof playerWithCoins>>;

describe('the task centre', () => {
  const server = checkedTestServer();

  const tasks = async (player: Player) =>
    new Map(
      (await player.call<{ tasks: Task[] }>('/api/task/list')).data.tasks.map((t) => [t.id, t]),
    );
  const claim = (player: Player, taskId: string) =>
    player.call<{ reward: string; periodKey: string }>('/api/task/claim', { taskId });

  it('shows a visitor every task with nothing done', async () => {
    const answer = await fetch(`${server().url}/api/task/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const { data } = (await answer.json()) as { data: { tasks: Task[]; day: { key: string } } };
    expect(data.tasks).toHaveLength(9);
    expect(data.tasks.every((t) => t.state === 'inProgress' && t.percent === 0)).toBe(true);
    expect(data.day.key).toBe(testClock.day());
  });

  it('counts the day’s sign-in and pays it once a day', async () => {
    const player = await playerWithCoins(server(), 0n);
    expect(await claim(player, 'day.signin')).toMatchObject({
      status: 409,
      msg: 'This task is not finished yet',
    });
    expect((await player.call('/api/user/signin')).code).toBe(0);
    expect((await tasks(player)).get('day.signin')).toMatchObject({
      done: '1',
      state: 'claimable',
    });
    const before = await getBalanceCents(server().database.db, player.userId, 'amount');
    expect((await claim(player, 'day.signin')).data).toMatchObject({
      reward: '0.10',
      periodKey: testClock.day(),
    });
    expect(await getBalanceCents(server().database.db, player.userId, 'amount')).toBe(before + 10n);
    expect(await claim(player, 'day.signin')).toMatchObject({
      status: 409,
      msg: 'You have claimed this task reward for the period',
    });
    expect((await tasks(player)).get('day.signin')?.state).toBe('claimed');
  });

  it('starts the daily tasks again at 00:00 and counts sign-ins across the week', async () => {
    const player = await playerWithCoins(server(), 0n);
    vi.useFakeTimers({ toFake: ['Date'] });
    // Monday 10:00 of the next site week, then four more days.
    const monday = new Date(testClock.period('week').end.getTime() + 10 * 3_600_000);
    for (let day = 0; day < 5; day += 1) {
      vi.setSystemTime(new Date(monday.getTime() + day * 86_400_000));
      expect((await tasks(player)).get('day.signin')?.state).toBe('inProgress');
      expect((await player.call('/api/user/signin')).code).toBe(0);
      expect((await claim(player, 'day.signin')).code).toBe(0);
      expect((await tasks(player)).get('week.signin')?.done).toBe(String(day + 1));
    }
    expect((await claim(player, 'week.signin')).data.reward).toBe('0.50');
    // Sunday 23:59:59, then Monday 00:00: the week's tasks start again.
    vi.setSystemTime(new Date(testClock.period('week', monday).end.getTime() - 1_000));
    expect((await tasks(player)).get('week.signin')?.state).toBe('claimed');
    vi.setSystemTime(testClock.period('week', monday).end);
    expect((await tasks(player)).get('week.signin')).toMatchObject({
      done: '0',
      state: 'inProgress',
    });
  });

  it('reads box and battle spending and recharges from the ledger and stakes', async () => {
    const player = await playerWithCoins(server(), 300n);
    await openForItems(player, await siteBoxId(server(), 100), 1);
    await server().database.db.transaction(async (tx) => {
      const stake = await placeStake(tx, {
        userId: player.userId,
        currency: 'amount',
        cents: 5_000n,
        game: GAME.battle,
        reference: `tasks-test:${player.userId}`,
      });
      await settleStake(tx, stake);
    });
    await creditRecharge(server().database.db, player.userId, 10_000n, 0n, 'test.recharge', 'r');
    const shown = await tasks(player);
    expect(shown.get('day.boxSpend')).toMatchObject({
      done: '100.00',
      goal: '100.00',
      state: 'claimable',
    });
    expect(shown.get('week.boxSpend')).toMatchObject({ done: '100.00', percent: 10 });
    expect(shown.get('day.battleSpend')).toMatchObject({ done: '50.00', state: 'claimable' });
    expect(shown.get('day.recharge')).toMatchObject({ done: '100.00', state: 'claimable' });
    expect((await claim(player, 'day.boxSpend')).data.reward).toBe('0.20');
    expect((await claim(player, 'day.battleSpend')).data.reward).toBe('0.10');
    expect((await claim(player, 'day.recharge')).data.reward).toBe('1.00');
    expect(await claim(player, 'week.boxSpend')).toMatchObject({ status: 409 });
  });

  it('counts invited players once their recharges in the week reach 100 coins', async () => {
    const player = await playerWithCoins(server(), 0n);
    const invitee = await createTestUser(server().database, { inviterId: player.userId });
    await creditRecharge(server().database.db, invitee.userId, 5_000n, 0n, 'test.recharge', 'a');
    expect((await tasks(player)).get('week.invite')).toMatchObject({ done: '0' });
    await creditRecharge(server().database.db, invitee.userId, 5_000n, 0n, 'test.recharge', 'b');
    expect((await tasks(player)).get('week.invite')).toMatchObject({
      done: '1',
      state: 'claimable',
    });
    expect((await claim(player, 'week.invite')).data.reward).toBe('2.00');
  });

  it('refuses an unknown task', async () => {
    const player = await playerWithCoins(server(), 0n);
    expect(await claim(player, 'month.signin')).toMatchObject({
      status: 404,
      msg: 'There is no such task',
    });
  });
});
