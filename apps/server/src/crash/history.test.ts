import { crashPoint, sha256Hex } from '@skinbox/fairness';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CrashChain } from '@skinbox/api';
import { crashRounds } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/testServer';
import { loadCrashConfig } from './config';
import { stepCrashLoop } from './loop';
import { latestRound } from './queries';
import { commitCrashChain, setCrashChainSalt } from './rotation';
import { crashesAt } from './rules/phases';

/**
 * The loop and the chains an operator rotates (rotation.ts): nothing is played before a chain's
 * salt is set, a used-up chain waits for the next salted one, and the history call lists what was
 * played. Only Date is faked; the loop is stepped by hand.
 */
const T0 = Date.parse('2026-12-01T08:00:00Z');
// A deployment's loop: it waits for an operator's salted chain (no demonstration chain).
const config = loadCrashConfig({ CRASH_DEMO_CHAIN: '0' });
const ROUNDS_PLAYED = 5;
const SALT_A = '00000000000000000002a7c4c1e48d76c5a37902165a270156b7a8d72728a054';
const SALT_B = '0000000000000000000169ad8f0bd7b1d1e4e9a7e6b3c2a05c7f3a3f41b6c2d8';

interface Page {
  list: Array<{ roundId: number; crashPoint: number; hash: string; startsAt: string }>;
  total: number;
}
interface Chain {
  chainId: number;
  terminalHash: string;
  saltSource: string | null;
  salt: string | null;
}
interface State {
  round: { roundId: number; commitment: string } | null;
  chain: Chain | null;
  nextChain: Chain | null;
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

/** Plays the open round to its crash and steps once more after the pause (opening the next). */
async function playRound() {
  const round = await latestRound(server.database.db);
  if (!round) throw new Error('no round');
  const crashed = crashesAt({ startsAt: round.startsAt.getTime(), crashPoint: round.crashPoint });
  await step(crashed);
  await step(crashed + config.pauseMs);
}

const roundCount = async () =>
  (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(crashRounds))[0]?.n;
const state = async () => (await post<State>('/api/crash/state')).data;
const commit = (saltSource: string) =>
  commitCrashChain(server.database.db, { rounds: 3, saltSource });

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  vi.useRealTimers();
});

describe('crash rounds need a salted chain', () => {
  let first: CrashChain;

  it('has no round and no chain on a fresh database, and the loop opens none', async () => {
    await step(T0);
    expect(await state()).toMatchObject({ round: null, chain: null, nextChain: null });
    expect(await roundCount()).toBe(0);
  });

  it('publishes a committed chain with its salt source, and plays none of it before the salt', async () => {
    first = await commit('the hash of Bitcoin block 900000');
    await step(T0 + 1000);
    expect(await roundCount()).toBe(0);
    expect((await state()).chain).toMatchObject({
      chainId: first.chainId,
      terminalHash: first.terminalHash,
      saltSource: 'the hash of Bitcoin block 900000',
      salt: null,
    });
  });

  it('opens round 1 on the step after the salt is set, committed to the terminal hash', async () => {
    await setCrashChainSalt(server.database.db, { chainId: first.chainId, salt: SALT_A });
    await step(T0 + 2000);
    const shown = await state();
    expect(shown.round?.commitment).toBe(first.terminalHash);
    expect(shown.chain).toMatchObject({ chainId: first.chainId, salt: SALT_A });
  });

  it('waits when the chain is used up, shows the next one committed, and plays it once salted', async () => {
    for (let round = 0; round < 3; round += 1) await playRound();
    expect(await roundCount()).toBe(3);
    const second = await commit('the hash of Bitcoin block 900144');
    await step(now + 5000);
    expect(await roundCount()).toBe(3);
    expect(await state()).toMatchObject({
      chain: { chainId: first.chainId },
      nextChain: { chainId: second.chainId, salt: null, terminalHash: second.terminalHash },
    });
    await setCrashChainSalt(server.database.db, { chainId: second.chainId, salt: SALT_B });
    await step(now + 1000);
    const shown = await state();
    expect(shown.round).toMatchObject({ roundId: 4, commitment: second.terminalHash });
    expect(shown).toMatchObject({ chain: { chainId: second.chainId }, nextChain: null });
    await playRound();
    await playRound();
    expect((await state()).round?.roundId).toBe(ROUNDS_PLAYED + 1);
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
      const salt = round.roundId <= 3 ? SALT_A : SALT_B;
      expect(await crashPoint(round.hash, config.houseEdge, salt)).toBe(round.crashPoint);
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
