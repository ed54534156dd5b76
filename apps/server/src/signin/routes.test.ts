import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signinRecords } from '../db/schema';
import { siteClock } from '../runtime/siteClock';
import { call } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/users';
import { DAY_MS } from '@skinbox/rules';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('daily sign-in', () => {
  it('gives the day-1 award once a day, through the ledger', async () => {
    const { token } = await createTestUser(server.database);
    const first = await call(server, '/api/user/signin', {}, { token });
    expect(first.body.data).toEqual({ day: 1, kind: 'point', amount: '10.00' });
    const info = await call<{ assets: { point: string } }>(
      server,
      '/api/user/getInfo',
      {},
      { token },
    );
    expect(info.body.data?.assets.point).toBe('10.00');
    const again = await call(
      server,
      '/api/user/signin',
      {},
      { token, headers: { 'accept-language': 'en' } },
    );
    expect(again.body).toEqual({ code: 409, msg: 'You have already signed in today' });
  });

  it('opens a new sign-in day at midnight in the site zone, not in UTC', async () => {
    const { token } = await createTestUser(server.database);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 23:59:59 on Sunday 29 November 2026 in Shanghai, then one second later.
      vi.setSystemTime(new Date('2026-11-29T15:59:59Z'));
      const sunday = await call(server, '/api/user/signin', {}, { token });
      expect(sunday.body.data).toMatchObject({ day: 1 });
      vi.setSystemTime(new Date('2026-11-29T16:00:00Z'));
      const monday = await call(server, '/api/user/signin', {}, { token });
      expect(monday.body.data).toMatchObject({ day: 2 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('continues yesterday’s streak to the coin award of day 7', async () => {
    const { token, userId } = await createTestUser(server.database);
    await server.database.db.insert(signinRecords).values({
      userId,
      signDate: siteClock().day(new Date(Date.now() - DAY_MS)),
      streak: 6,
      day: 6,
      kind: 'point',
      cents: 6000n,
    });
    const signed = await call(server, '/api/user/signin', {}, { token });
    expect(signed.body.data).toEqual({ day: 7, kind: 'amount', amount: '1.00' });
  });

  it('shows the week with the days signed and the records', async () => {
    const { token } = await createTestUser(server.database);
    await call(server, '/api/user/signin', {}, { token });
    const awards = await call<{
      signedToday: boolean;
      consecutiveDays: number;
      list: { day: number; signed: boolean }[];
    }>(server, '/api/user/signinAwards', {}, { token, method: 'GET' });
    expect(awards.body.data?.signedToday).toBe(true);
    expect(awards.body.data?.consecutiveDays).toBe(1);
    expect(awards.body.data?.list.map((a) => a.signed)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    const records = await call<{ list: { day: number; amount: string }[]; total: number }>(
      server,
      '/api/user/signinRewardRecords?page=1&pageSize=10',
      {},
      { token, method: 'GET' },
    );
    expect(records.body.data).toMatchObject({ total: 1, list: [{ day: 1, amount: '10.00' }] });
  });
});

describe('sign-in days on the server’s clock', () => {
  // Near the machine's time, so the test player's 30-day session stays valid.
  let now = new Date();
  let clocked: TestServer;
  beforeAll(async () => {
    clocked = await startTestServer({}, { now: () => now });
  });
  afterAll(() => clocked.close());

  it('opens the next day when the site clock passes midnight, whatever the machine’s time', async () => {
    const { token } = await createTestUser(clocked.database);
    const midnight = siteClock().period('day', now).end;
    now = new Date(midnight.getTime() - 1000);
    expect((await call(clocked, '/api/user/signin', {}, { token })).body.data).toMatchObject({
      day: 1,
    });
    expect((await call(clocked, '/api/user/signin', {}, { token })).body.code).toBe(409);
    now = midnight;
    expect((await call(clocked, '/api/user/signin', {}, { token })).body.data).toMatchObject({
      day: 2,
    });
    const records = await call<{ list: { createdAt: string }[] }>(
      clocked,
      '/api/user/signinRewardRecords?page=1&pageSize=10',
      {},
      { token, method: 'GET' },
    );
    expect(records.body.data?.list.map((record) => record.createdAt).sort()).toEqual([
      new Date(midnight.getTime() - 1000).toISOString(),
      midnight.toISOString(),
    ]);
  });
});
