import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { playerWithCoins, siteBoxId } from '../testing/players';
import { checkedTestServer } from '../testing/checkedTestServer';
import { openWelfareBox } from './actions';
import { expectedValueCents, loadRewardBoxes } from './rewardBoxes';
import { WELFARE_TIERS } from './rules/tiers';
import { nextSiteTime, testClock } from '../testing/testClock';
import { countRows, moveLedgerRows, setVipLevel } from '../testing/databaseRows';

interface Tier {
  tier: number;
  state: string;
  points: number;
  vipLevel: number;
  opensAt: string | null;
  items: unknown[];
}
interface Listing {
  points: number;
  vipLevel: number;
  windowOpen: boolean;
  tiers: Tier[];
}
interface Opened {
  tier: number;
  goods: { goodsId: number; price: string };
  bagItemId: number;
  rollId: number;
  ticket: number;
  points: number;
}

describe('welfare boxes', () => {
  const server = checkedTestServer();

  /** A VIP `vipLevel` player whose box turnover of `coins` was made an hour before `at`. */
  async function playerWithTurnover(coins: 0 | 100, vipLevel: number, at: Date) {
    const player = await playerWithCoins(server(), 200n);
    await setVipLevel(server(), player.userId, vipLevel);
    if (coins > 0) {
      const opened = await player.call('/api/box/open', {
        boxId: await siteBoxId(server(), coins),
      });
      expect(opened.code).toBe(0);
      await moveLedgerRows(server(), player.userId, 'box.open', new Date(at.getTime() - 3_600_000));
    }
    return player;
  }

  it('seeds one box per tier, each worth the tier’s value at today’s prices', async () => {
    const boxes = await loadRewardBoxes(server().database.db, 'welfare');
    expect(boxes.map((b) => b.slot)).toEqual(WELFARE_TIERS.map((t) => `tier${t.tier}`));
    for (const [i, box] of boxes.entries()) {
      const value = Number(WELFARE_TIERS[i]?.valueCents);
      expect(Math.abs(Number(expectedValueCents(box.contents)) - value)).toBeLessThanOrEqual(
        Math.max(1, value * 0.01),
      );
    }
  });

  it('shows a visitor every tier locked, with its odds', async () => {
    const answer = await fetch(`${server().url}/api/welfare/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const { data } = (await answer.json()) as { data: Listing };
    expect(data.points).toBe(0);
    expect(data.tiers.map((t) => t.state)).toEqual(WELFARE_TIERS.map(() => 'locked'));
    expect(data.tiers[0]?.items.length).toBeGreaterThan(1);
  });

  it('turns box turnover into points, opens the bronze box once a day, verifiably', async () => {
    const noon = nextSiteTime(12);
    const player = await playerWithTurnover(100, 1, noon);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(noon);

    const before = await player.call<Listing>('/api/welfare/list');
    expect(before.data).toMatchObject({ points: 100, vipLevel: 1, windowOpen: true });
    expect(before.data.tiers.slice(0, 2).map((t) => t.state)).toEqual(['opened', 'locked']);

    const opened = await player.call<Opened>('/api/welfare/open', { tier: 1 });
    expect(opened.code).toBe(0);
    expect(opened.data).toMatchObject({ tier: 1, points: 0 });
    expect(
      await countRows(
        server(),
        sql`select count(*) as n from bag_items where id = ${opened.data.bagItemId}
            and user_id = ${player.userId} and state = 'bag' and source = 'welfare'`,
      ),
    ).toBe(1);
    const proof = await player.call<{ game: string; ticket: number }>('/api/fairness/verify', {
      rollId: opened.data.rollId,
    });
    expect(proof.data).toMatchObject({ game: 'welfare', ticket: opened.data.ticket });
    await player.call('/api/fairness/changeClientSeed', { clientSeed: 'after-the-opening' });
    const revealed = await player.call<{ verified: boolean | null }>('/api/fairness/verify', {
      rollId: opened.data.rollId,
    });
    expect(revealed.data.verified).toBe(true);

    const again = await player.call('/api/welfare/open', { tier: 1 });
    expect(again).toMatchObject({
      status: 409,
      msg: 'You opened this welfare box today; come back after 00:05 tomorrow',
    });
    const after = await player.call<Listing>('/api/welfare/list');
    const tomorrow = testClock.period('day', testClock.period('day', noon).end);
    expect(after.data.tiers[0]).toMatchObject({
      state: 'refreshing',
      opensAt: new Date(tomorrow.start.getTime() + 5 * 60_000).toISOString(),
    });
  });

  it('refuses a locked tier, a short balance and an unknown tier, changing nothing', async () => {
    const noon = nextSiteTime(12);
    const player = await playerWithTurnover(100, 1, noon);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(noon);
    expect(await player.call('/api/welfare/open', { tier: 2 })).toMatchObject({
      status: 403,
      msg: 'This welfare box unlocks at VIP2',
    });
    await setVipLevel(server(), player.userId, 3);
    expect(await player.call('/api/welfare/open', { tier: 3 })).toMatchObject({
      status: 409,
      msg: 'Not enough welfare points: 500 needed',
    });
    expect(await player.call('/api/welfare/open', { tier: 7 })).toMatchObject({ status: 404 });
    expect(await player.call('/api/welfare/open', { tier: 'x' })).toMatchObject({ status: 400 });
    expect(
      await countRows(
        server(),
        sql`select count(*) as n from welfare_opens where user_id = ${player.userId}`,
      ),
    ).toBe(0);
    expect((await player.call<Listing>('/api/welfare/list')).data.points).toBe(100);
  });

  it('keeps every tier refreshing from 00:00 to 00:05 site time', async () => {
    const early = nextSiteTime(0, 3);
    const player = await playerWithTurnover(0, 10, early);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(early);
    const listing = await player.call<Listing>('/api/welfare/list');
    expect(listing.data.windowOpen).toBe(false);
    expect(new Set(listing.data.tiers.map((t) => t.state))).toEqual(new Set(['refreshing']));
    expect(listing.data.tiers[0]?.opensAt).toBe(
      new Date(early.getTime() + 2 * 60_000).toISOString(),
    );
    expect(await player.call('/api/welfare/open', { tier: 1 })).toMatchObject({
      status: 409,
      msg: 'Welfare boxes are refreshing; they open at 00:05',
    });
    const db = server().database.db;
    const day = testClock.period('day', early);
    const opensAt = new Date(day.start.getTime() + 5 * 60_000);
    await expect(
      openWelfareBox(db, testClock, {
        userId: player.userId,
        tier: 1,
        now: new Date(opensAt.getTime() - 1000),
      }),
    ).rejects.toMatchObject({ key: 'errors.welfareRefreshing' });
    // At 00:05 the window is open: the refusal is now the player's empty balance.
    await expect(
      openWelfareBox(db, testClock, { userId: player.userId, tier: 1, now: opensAt }),
    ).rejects.toMatchObject({ key: 'errors.welfarePoints' });
  });
});
