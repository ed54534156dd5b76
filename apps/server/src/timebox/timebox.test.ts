import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { creditRecharge } from '../recharge/credit';
import { runDueJobs, startRecurringChains } from '../runtime/jobs';
import { playerWithCoins } from '../testing/players';
import { checkedTestServer } from '../testing/checkedTestServer';
import { loadRewardBoxes } from '../welfare/rewardBoxes';
import { testClock } from '../testing/testClock';
import { countRows, moveLedgerRows, setVipLevel } from '../testing/databaseRows';
import { drawTimedBoxFor, timedBoxEntrants } from './actions';
import { timedBoxJobs } from './jobs';
import { TIMED_BOX_SLOTS, timedBox } from './rules/boxes';
import { rowsOf } from '../db/rows';

interface Box {
  slot: string;
  joined: boolean;
  recharged: string;
  remainingMs: number;
  periodEnd: string;
  lastDraw: { period: string; rollId: number; ticket: number; goods: { price: string } } | null;
}

describe('timed boxes', () => {
  const server = checkedTestServer();
  const { draw, roll } = timedBoxJobs(testClock);

  /** A player who recharged `coins` at `at` (paid through the recharge feature's own credit). */
  async function recharged(coins: number, at: Date, vipLevel = 0) {
    const player = await playerWithCoins(server(), 0n);
    await server().database.db.transaction((tx) =>
      creditRecharge(
        tx,
        player.userId,
        BigInt(Math.round(coins * 100)),
        0n,
        'recharge.card',
        `card:t${player.userId}`,
      ),
    );
    await moveLedgerRows(server(), player.userId, 'recharge.card', at);
    await setVipLevel(server(), player.userId, vipLevel);
    return player;
  }

  it('seeds the five boxes, and a runner schedules each one’s draw at the end of its period', async () => {
    const boxes = await loadRewardBoxes(server().database.db, 'timed');
    expect(boxes.map((b) => b.slot)).toEqual([...TIMED_BOX_SLOTS]);
    await startRecurringChains(server().database.db, [draw, roll]);
    const keys = (await server().database.db.select({ key: jobs.key }).from(jobs)).map(
      (j) => j.key,
    );
    for (const slot of TIMED_BOX_SLOTS) {
      expect(keys).toContain(`${slot}:${testClock.period(timedBox(slot).period).key}`);
    }
  });

  it('shows joined once the recharge in the period reaches the threshold, with the countdown', async () => {
    const player = await recharged(100, new Date());
    const listing = await player.call<{ boxes: Box[] }>('/api/timebox/list');
    const bySlot = Object.fromEntries(listing.data.boxes.map((b) => [b.slot, b]));
    expect(bySlot.hour).toMatchObject({ joined: true, recharged: '100.00' });
    expect(bySlot.day).toMatchObject({ joined: false, recharged: '100.00' });
    expect(bySlot.vip5?.joined).toBe(false);
    const hourEnd = testClock.period('hour').end.getTime();
    expect(bySlot.hour?.periodEnd).toBe(new Date(hourEnd).toISOString());
    expect(bySlot.hour?.remainingMs).toBeGreaterThan(0);
    expect(bySlot.hour?.remainingMs).toBeLessThanOrEqual(3_600_000);
    const below = await recharged(99.99, new Date());
    const belowListing = await below.call<{ boxes: Box[] }>('/api/timebox/list');
    expect(belowListing.data.boxes.find((b) => b.slot === 'hour')?.joined).toBe(false);
  });

  it('gives each joined player one roll at the period’s end, never two, and not the others', async () => {
    // An hour well in the past, so the only jobs due by its end are the ones this test makes.
    const hour = testClock.period('hour', new Date(Date.now() - 30 * 86_400_000));
    const inside = new Date(hour.start.getTime() + 1000);
    const joined = await recharged(100, inside);
    const short = await recharged(99, inside);
    const late = await recharged(100, hour.end);
    // Ten times the threshold still joins once.
    const big = await recharged(1000, inside);
    await draw.schedule(server().database.db, 'hour', inside);

    // The period's draw, then a roll for each of the two joined players.
    const report = await runDueJobs(server().database.db, [draw, roll], { now: hour.end });
    expect(report).toEqual({ done: 3, failures: [] });
    const drawsOf = (userId: number) =>
      countRows(server(), sql`select count(*) as n from timed_box_draws where user_id = ${userId}`);
    expect(await drawsOf(joined.userId)).toBe(1);
    expect(await drawsOf(big.userId)).toBe(1);
    expect(await drawsOf(short.userId)).toBe(0);
    expect(await drawsOf(late.userId)).toBe(0);
    // The draw left the next hour's job behind, and a second run of the period gives nothing.
    expect(
      await countRows(
        server(),
        sql`select count(*) as n from jobs where kind = 'timebox.draw'
        and key = ${`hour:${testClock.period('hour', hour.end).key}`}`,
      ),
    ).toBe(1);
    const rule = timedBox('hour');
    const again = await server().database.db.transaction(async (tx) => ({
      entrants: await timedBoxEntrants(tx, rule, hour),
      rolled: await drawTimedBoxFor(
        tx,
        rule,
        hour,
        { userId: joined.userId, rechargedCents: 1n },
        new Date(),
      ),
    }));
    expect(again).toEqual({ entrants: [], rolled: false });
    expect(await drawsOf(joined.userId)).toBe(1);

    const listing = await joined.call<{ boxes: Box[] }>('/api/timebox/list');
    const last = listing.data.boxes.find((b) => b.slot === 'hour')?.lastDraw;
    expect(last?.period).toBe(hour.key);
    const proof = await joined.call<{ game: string; ticket: number }>('/api/fairness/verify', {
      rollId: last?.rollId,
    });
    expect(proof.data).toMatchObject({ game: 'timebox', ticket: last?.ticket });
    const page = await joined.call<{ list: unknown[]; total: number }>('/api/timebox/draws', {});
    expect(page.data.total).toBe(1);
    expect(
      await countRows(
        server(),
        sql`select count(*) as n from bag_items
        where user_id = ${joined.userId} and source = 'timebox' and state = 'bag'`,
      ),
    ).toBe(1);
    expect(
      await countRows(
        server(),
        sql`select count(*) as n from messages
        where user_id = ${joined.userId} and template = 'timedBoxDraw'`,
      ),
    ).toBe(1);
  });

  it('draws the VIP boxes only for players at their level', async () => {
    const week = testClock.period('week', new Date(Date.now() - 60 * 86_400_000));
    const inside = new Date(week.start.getTime() + 1000);
    const vip4 = await recharged(1000, inside, 4);
    const vip5 = await recharged(1000, inside, 5);
    await draw.schedule(server().database.db, 'vip5', inside);
    await runDueJobs(server().database.db, [draw, roll], { now: week.end });
    const slots = async (userId: number) =>
      rowsOf<{ slot: string }>(
        await server().database.db.execute(
          sql`select slot from timed_box_draws where user_id = ${userId}`,
        ),
      ).map((r) => r.slot);
    expect(await slots(vip4.userId)).toEqual([]);
    expect(await slots(vip5.userId)).toEqual(['vip5']);
  });
});
