import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { playerWithCoins } from '../testing/players';
import type { TestServer } from '../testing/testServer';
import { checkedTestServer } from '../testing/checkedTestServer';
import { nextSiteTime, testClock } from '../testing/testClock';
import { countRows, setVipLevel } from '../testing/databaseRows';
import { expectedValueCents, loadRewardBox } from '../welfare/rewardBoxes';
import { FREE_CASE_BOX, FREE_CASE_VALUE_CENTS } from './names';

interface Status {
  state: string;
  vipLevel: number;
  requiredVipLevel: number;
  value: string;
  nextAt: string;
  items: unknown[];
}
interface Opened {
  goods: { goodsId: number; price: string };
  bagItemId: number;
  rollId: number;
  ticket: number;
  nextAt: string;
}

const bagRows = (server: TestServer, userId: number) =>
  countRows(
    server,
    sql`select count(*) as n from bag_items where user_id = ${userId} and source = 'freecase'`,
  );

describe('the free daily case (issue 30)', () => {
  const server = checkedTestServer();

  it('is seeded from the catalogue for its value, and a visitor sees it signed out', async () => {
    const box = await loadRewardBox(server().database.db, FREE_CASE_BOX.kind, FREE_CASE_BOX.slot);
    const value = Number(expectedValueCents(box?.contents ?? []));
    expect(Math.abs(value - Number(FREE_CASE_VALUE_CENTS))).toBeLessThanOrEqual(5);
    const visitor = await fetch(`${server().url}/api/freeCase/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: '{}',
    }).then((r) => r.json() as Promise<{ data: Status }>);
    expect(visitor.data).toMatchObject({ state: 'signedOut', vipLevel: 0, requiredVipLevel: 1 });
    expect(visitor.data.items.length).toBeGreaterThan(1);
  });

  it('is locked below VIP1: the open is refused with the level to reach, nothing given', async () => {
    const player = await playerWithCoins(server(), 0n);
    expect((await player.call<Status>('/api/freeCase/status')).data.state).toBe('locked');
    const refused = await player.call('/api/freeCase/open');
    expect(refused).toMatchObject({
      status: 403,
      msg: 'The free case unlocks at VIP1: then it opens once a day',
    });
    expect(await bagRows(server(), player.userId)).toBe(0);
  });

  it('opens once a site day at VIP1, with a verifiable roll and a locked value', async () => {
    const noon = nextSiteTime(12);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(noon);
    const player = await playerWithCoins(server(), 0n);
    await setVipLevel(server(), player.userId, 1);
    expect((await player.call<Status>('/api/freeCase/status')).data.state).toBe('ready');
    const lockedBefore = (await player.call<{ locked: string }>('/api/user/wagering')).data.locked;

    const opened = await player.call<Opened>('/api/freeCase/open');
    expect(opened.code).toBe(0);
    const tomorrow = testClock.period('day', noon).end.toISOString();
    expect(opened.data.nextAt).toBe(tomorrow);
    expect(await bagRows(server(), player.userId)).toBe(1);
    const proof = await player.call<{ game: string; ticket: number }>('/api/fairness/verify', {
      rollId: opened.data.rollId,
    });
    expect(proof.data).toMatchObject({ game: 'freecase', ticket: opened.data.ticket });
    await player.call('/api/fairness/changeClientSeed', { clientSeed: 'after-the-free-case' });
    const revealed = await player.call<{ verified: boolean | null }>('/api/fairness/verify', {
      rollId: opened.data.rollId,
    });
    expect(revealed.data.verified).toBe(true);
    // A gift: its value is locked until wagered, like every gift (economy/rules/entries.ts).
    const lockedAfter = (await player.call<{ locked: string }>('/api/user/wagering')).data.locked;
    expect(Math.round((Number(lockedAfter) - Number(lockedBefore)) * 100)).toBe(
      Math.round(Number(opened.data.goods.price) * 100),
    );

    expect(await player.call('/api/freeCase/open')).toMatchObject({
      status: 409,
      msg: 'You opened today’s free case; come back after 00:00',
    });
    expect((await player.call<Status>('/api/freeCase/status')).data).toMatchObject({
      state: 'opened',
      nextAt: tomorrow,
    });
    expect(await bagRows(server(), player.userId)).toBe(1);

    vi.setSystemTime(new Date(Date.parse(tomorrow) + 60_000));
    expect((await player.call<Status>('/api/freeCase/status')).data.state).toBe('ready');
    expect((await player.call<Opened>('/api/freeCase/open')).code).toBe(0);
    expect(await bagRows(server(), player.userId)).toBe(2);
  });

  it('gives one case to eight racing opens of one player', async () => {
    const player = await playerWithCoins(server(), 0n);
    await setVipLevel(server(), player.userId, 1);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => player.call('/api/freeCase/open')),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    expect(await bagRows(server(), player.userId)).toBe(1);
  });

  it('is refused during a cool-off, like every roll, and changes nothing', async () => {
    const player = await playerWithCoins(server(), 0n);
    await setVipLevel(server(), player.userId, 1);
    await player.call('/api/limits/pause', { kind: 'coolOff', length: 'day1' });
    expect(await player.call('/api/freeCase/open')).toMatchObject({ status: 403 });
    expect(await bagRows(server(), player.userId)).toBe(0);
    expect(
      await countRows(
        server(),
        sql`select count(*) as n from free_case_opens where user_id = ${player.userId}`,
      ),
    ).toBe(0);
  });
});
