import { crashPoint, sha256Hex } from '@skinbox/fairness';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { crashChains } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/testServer';
import { loadCrashConfig } from './config';
import { stepCrashLoop } from './loop';
import { latestRound } from './queries';
import { crashesAt } from './rules/phases';

/**
 * The loop on a database without a chain (a fresh `pnpm start`), chains used up, and the history
 * call that lists what was played. Only Date is faked; the loop is stepped by hand.
 */
const T0 = Date.parse('2026-12-01T08:00:00Z');
const config = loadCrashConfig({ CRASH_CHAIN_ROUNDS: '3' });
const ROUNDS_PLAYED = 5;

interface Page {
  list: Array<{ roundId: number; crashPoint: number; hash: string; startsAt: string }>;
  total: number;
}

let server: TestServer;
let now = T0;

async function post<T>(path: string, body: unknown = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    ...((await response.json()) as { code: number; msg: string; data: T }),
  };
}

async function step(at: number) {
  now = at;
  vi.setSystemTime(at);
  await stepCrashLoop({ db: server.database.db, hub: server.hub, config }, at);
}

/** Plays the open round to its crash and opens the next one after the pause. */
async function playRound() {
  const round = await latestRound(server.database.db);
  if (!round) throw new Error('no round');
  const crashed = crashesAt({ startsAt: round.startsAt.getTime(), crashPoint: round.crashPoint });
  await step(crashed);
  await step(crashed + config.pauseMs);
}

const chainCount = async () =>
  (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(crashChains))[0]?.n;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  vi.useRealTimers();
});

describe('crash on a database without a chain', () => {
  it('has no round and no terminal hash before the loop runs', async () => {
    const { data } = await post<{ round: null; terminalHash: string | null }>('/api/crash/state');
    expect(data).toMatchObject({ round: null, terminalHash: null });
    expect(await chainCount()).toBe(0);
  });

  it('makes a chain of CRASH_CHAIN_ROUNDS and opens its first round on the loop’s first step', async () => {
    await step(T0);
    const { data } = await post<{
      round: { roundId: number; commitment: string };
      terminalHash: string;
    }>('/api/crash/state');
    expect(await chainCount()).toBe(1);
    expect(data.round.commitment).toBe(data.terminalHash);
    expect(data.terminalHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes the next chain when one is used up, and publishes its terminal hash', async () => {
    const before = (await post<{ terminalHash: string }>('/api/crash/state')).data.terminalHash;
    for (let round = 0; round < ROUNDS_PLAYED; round += 1) await playRound();
    const { data } = await post<{
      round: { roundId: number; commitment: string };
      terminalHash: string;
    }>('/api/crash/state');
    // Rounds 1-3 on the first chain, 4-6 on the second; round 6 is open.
    expect(await chainCount()).toBe(2);
    expect(data.round.roundId).toBe(ROUNDS_PLAYED + 1);
    expect(data.terminalHash).not.toBe(before);
  });
});

describe('POST /api/crash/history', () => {
  it('lists settled rounds newest first, a page at a time, with the total', async () => {
    const first = await post<Page>('/api/crash/history', { page: 1, pageSize: 2 });
    expect(first.data.total).toBe(ROUNDS_PLAYED);
    expect(first.data.list.map((r) => r.roundId)).toEqual([5, 4]);
    const third = await post<Page>('/api/crash/history', { page: 3, pageSize: 2 });
    expect(third.data.list.map((r) => r.roundId)).toEqual([1]);
    const beyond = await post<Page>('/api/crash/history', { page: 4, pageSize: 2 });
    expect(beyond.data).toEqual({ list: [], total: ROUNDS_PLAYED });
  });

  it('reveals hashes that recompute each crash point and link round to round within a chain', async () => {
    const { data } = await post<Page>('/api/crash/history', { pageSize: 10 });
    const oldestFirst = [...data.list].reverse();
    for (const round of oldestFirst) {
      expect(await crashPoint(round.hash, config.houseEdge)).toBe(round.crashPoint);
    }
    // Rounds 2 and 3 follow round 1 on the first chain, round 5 follows round 4 on the second.
    const hash = (roundId: number) => oldestFirst.find((r) => r.roundId === roundId)?.hash ?? '';
    expect(await sha256Hex(hash(2))).toBe(hash(1));
    expect(await sha256Hex(hash(3))).toBe(hash(2));
    expect(await sha256Hex(hash(5))).toBe(hash(4));
    expect(await sha256Hex(hash(4))).not.toBe(hash(3));
  });

  it('keeps the open round out of the history until it crashes', async () => {
    const { data } = await post<Page>('/api/crash/history', { pageSize: 50 });
    expect(data.list.some((r) => r.roundId === ROUNDS_PLAYED + 1)).toBe(false);
    expect(new Date(data.list[0]?.startsAt ?? 0).getTime()).toBeLessThan(now);
  });

  it('refuses a page size over the limit with a translated message', async () => {
    const refused = await post<null>('/api/crash/history', { pageSize: 51 });
    expect(refused).toMatchObject({ status: 400, msg: 'The request is not valid' });
  });
});
