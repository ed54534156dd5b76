import { SocketCid, type GameMessage } from '@skinbox/api';
import { crashPoint, linksToTerminal, sha256Hex } from '@skinbox/fairness';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stakes } from '../db/schema';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { getBalances } from '../money/ledger';
import { apiCaller } from '../testing/api';
import { playerWithCoins } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';
import { TestSocket } from '../testing/socketClient';
import { TEST_CRASH_SALT, saltedCrashChain } from '../testing/crashChain';
import { loadCrashConfig } from './config';
import { stepCrashLoop } from './loop';

/**
 * The crash game over real HTTP on PGlite, with the loop stepped by hand at chosen instants (only
 * Date is faked, so the server and the database run as usual). The chain's seed and salt are
 * fixed: its first three rounds crash at 2.56x, 40.43x and 1.68x.
 */
const SEED = 'crash-test-1';
const T0 = Date.parse('2026-11-24T12:00:00Z');
const BETTING_MS = 6000;
// 2.56x is reached 15,667 ms after the start.
const CRASH_MS = 15_667;

let server: TestServer;
let step: (at: number) => Promise<void>;
let terminalHash: string;
let watcher: TestSocket;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  server = await startTestServer();
  ({ terminalHash } = await saltedCrashChain(server.database.db, { rounds: 10, seed: SEED }));
  const deps = { db: server.database.db, hub: server.hub, config: loadCrashConfig({}) };
  watcher = await TestSocket.open(server.url);
  watcher.send(SocketCid.enterGame, { game: 'crash' });
  await watcher.next(SocketCid.enterGame);
  step = async (at) => {
    vi.setSystemTime(at);
    await stepCrashLoop(deps, at);
  };
});
afterAll(async () => {
  watcher.close();
  await server.close();
  vi.useRealTimers();
});

const visitor = () => apiCaller(server);
const state = (call = visitor()) => call<StateData>('/api/crash/state');
interface StateData {
  round: {
    roundId: number;
    commitment: string;
    startsAt: string;
    crashPoint: number | null;
    hash: string | null;
  };
  players: Array<{
    nickName: string;
    status: string;
    cashedOutAt: number | null;
    payout: string | null;
  }>;
  myBet: { status: string; payout: string | null } | null;
  history: Array<{ roundId: number; crashPoint: number; hash: string }>;
  chain: { terminalHash: string; salt: string | null; saltSource: string | null };
}

describe('a round of crash', () => {
  let alice: Awaited<ReturnType<typeof playerWithCoins>>;
  let bob: Awaited<ReturnType<typeof playerWithCoins>>;
  let carol: Awaited<ReturnType<typeof playerWithCoins>>;
  let firstHash: string;

  it('opens a round taking bets, its hash committed and hidden', async () => {
    await step(T0);
    const { data } = await state();
    expect(data.round).toMatchObject({
      startsAt: new Date(T0 + BETTING_MS).toISOString(),
      crashPoint: null,
      hash: null,
    });
    // Game 1's commitment is the published terminal hash.
    expect(data.round.commitment).toBe(terminalHash);
    expect(data.chain).toMatchObject({ terminalHash, salt: TEST_CRASH_SALT });
  });

  it("refuses bad bets with SPEC's messages and changes nothing", async () => {
    alice = await playerWithCoins(server, 100n);
    expect(await visitor()('/api/crash/bet', { stake: '10.00' })).toMatchObject({
      status: 401,
      msg: 'Log in before betting',
    });
    expect(await alice.call('/api/crash/bet', {})).toMatchObject({
      status: 409,
      msg: 'Set a bet amount',
    });
    expect(await alice.call('/api/crash/bet', { stake: '0.05' })).toMatchObject({
      msg: 'The smallest bet is 0.10',
    });
    expect(await alice.call('/api/crash/bet', { stake: '1000.01' })).toMatchObject({
      msg: 'The largest bet is 1000.00',
    });
    expect(await alice.call('/api/crash/bet', { stake: '1.00', autoCashOut: 100 })).toMatchObject({
      msg: 'The auto cash-out must be at least 1.01x',
    });
    expect(await alice.call('/api/crash/bet', { stake: '200.00' })).toMatchObject({
      msg: expect.stringMatching(/balance/i),
    });
    expect((await getBalances(server.database.db, alice.userId)).amount).toBe('100.00');
    expect(await alice.call('/api/crash/escape')).toMatchObject({
      status: 409,
      msg: 'The game has not started, so you cannot escape yet',
    });
  });

  it('takes one bet per player into escrow while betting', async () => {
    bob = await playerWithCoins(server, 100n);
    carol = await playerWithCoins(server, 100n);
    vi.setSystemTime(T0 + 1000);
    expect(await alice.call('/api/crash/bet', { stake: '10.00' })).toMatchObject({
      code: 0,
      data: { amount: '90.00' },
    });
    expect(await alice.call('/api/crash/bet', { stake: '10.00' })).toMatchObject({
      msg: 'You already have a bet in this round',
    });
    await bob.call('/api/crash/bet', { stake: '10.00', autoCashOut: 150 });
    await carol.call('/api/crash/bet', { stake: '10.00', autoCashOut: 300 });
    const { data } = await state(alice.call);
    expect(data.players).toHaveLength(3);
    expect(data.myBet).toMatchObject({ status: 'active', payout: null });
  });

  it('closes betting when the curve starts', async () => {
    const late = await playerWithCoins(server, 100n);
    vi.setSystemTime(T0 + BETTING_MS);
    expect(await late.call('/api/crash/bet', { stake: '10.00' })).toMatchObject({
      status: 409,
      msg: 'Betting for this round has closed; wait for the next round',
    });
    expect((await getBalances(server.database.db, late.userId)).amount).toBe('100.00');
  });

  it('lets a player escape once while running, at the multiplier of the moment', async () => {
    // 5 s in: e^0.3 = 1.3498…, so 1.34x.
    await step(T0 + BETTING_MS + 5000);
    expect(await alice.call('/api/crash/escape')).toMatchObject({
      code: 0,
      data: { multiplier: 134, payout: '13.40', amount: '103.40' },
    });
    expect(await alice.call('/api/crash/escape')).toMatchObject({
      msg: 'This game is already settled',
    });
    expect(await visitor()('/api/crash/escape')).toMatchObject({ status: 401 });
  });

  it('cashes an auto cash-out out at its target when the curve passes it', async () => {
    // 7 s in: 1.52x, past Bob's 1.50x: he gets exactly 1.50x.
    await step(T0 + BETTING_MS + 7000);
    expect((await getBalances(server.database.db, bob.userId)).amount).toBe('105.00');
  });

  it('crashes at the stored point, revealing the hash; riders lose', async () => {
    await step(T0 + BETTING_MS + CRASH_MS);
    const { data } = await state();
    expect(data.round.crashPoint).toBe(256);
    expect(data.round.hash).not.toBeNull();
    firstHash = data.round.hash ?? '';
    expect(await crashPoint(firstHash, 0.01, TEST_CRASH_SALT)).toBe(256);
    expect(await sha256Hex(firstHash)).toBe(terminalHash);
    expect(data.players.map((p) => [p.status, p.cashedOutAt, p.payout]).sort()).toEqual([
      ['cashed', 134, '13.40'],
      ['cashed', 150, '15.00'],
      ['lost', null, null],
    ]);
    expect((await getBalances(server.database.db, carol.userId)).amount).toBe('90.00');
    expect(await carol.call('/api/crash/escape')).toMatchObject({
      msg: 'This game is already settled',
    });
    // Every stake left escrow: paid back with the cash-outs, kept by the house for Carol's.
    const held = await server.database.db.select().from(stakes).where(eq(stakes.status, 'held'));
    expect(held).toEqual([]);
    expect(await findLedgerMismatches(server.database.db)).toEqual([]);
  });

  it('pauses, then opens the next round, whose commitment is the hash just revealed', async () => {
    await step(T0 + BETTING_MS + CRASH_MS + 2999);
    expect((await state()).data.round.crashPoint).toBe(256);
    await step(T0 + BETTING_MS + CRASH_MS + 3000);
    const { data } = await state();
    expect(data.round).toMatchObject({ commitment: firstHash, crashPoint: null });
    expect(data.history).toEqual([expect.objectContaining({ crashPoint: 256, hash: firstHash })]);
  });

  it('answers the verifier with everything needed to recompute the round', async () => {
    const { data } = await visitor()<{
      hash: string;
      houseEdge: number;
      position: number;
      terminalHash: string;
      salt: string | null;
      crashPoint: number;
    }>('/api/crash/verify', { roundId: 1 });
    expect(data.salt).toBe(TEST_CRASH_SALT);
    expect(await crashPoint(data.hash, data.houseEdge, data.salt)).toBe(data.crashPoint);
    expect(await linksToTerminal(data.hash, data.terminalHash, 10)).toBe(data.position);
    // An open round keeps its secret.
    const open = await visitor()<{ hash: string | null }>('/api/crash/verify', { roundId: 2 });
    expect(open.data.hash).toBeNull();
  });

  it("lists a player's bets", async () => {
    const { data } = await alice.call<{ list: Array<{ status: string; crashPoint: number }> }>(
      '/api/crash/myBets',
    );
    expect(data.list).toEqual([expect.objectContaining({ status: 'cashed', crashPoint: 256 })]);
  });
});

describe('the socket channel crash', () => {
  it('carried the round to a socket that entered it, in order', async () => {
    // The heartbeat's answer comes after every event already sent.
    await watcher.roundTrip();
    const events = watcher.received
      .filter((frame) => frame.cid === SocketCid.gameMessage)
      .map((frame) => frame.data as GameMessage)
      .filter((message) => message.game === 'crash');
    const names = events.map((message) => message.event);
    expect(names).toEqual([
      'crash.round',
      'crash.bet',
      'crash.bet',
      'crash.bet',
      'crash.tick',
      // Alice's escape; then the next step's tick, and Bob's 1.50x target it reached after it.
      'crash.cashout',
      'crash.tick',
      'crash.cashouts',
      'crash.crash',
      'crash.round',
    ]);
    expect(events[0]?.payload).toEqual({
      roundId: 1,
      commitment: terminalHash,
      startsAt: new Date(T0 + BETTING_MS).toISOString(),
    });
    expect(events[4]?.payload).toEqual({ roundId: 1, elapsedMs: 5000, multiplier: 134 });
    expect(events[5]?.payload).toMatchObject({
      roundId: 1,
      player: { status: 'cashed', cashedOutAt: 134, payout: '13.40', stake: '10.00' },
    });
    expect(events[7]?.payload).toMatchObject({
      roundId: 1,
      players: [{ status: 'cashed', cashedOutAt: 150, payout: '15.00', stake: '10.00' }],
    });
    expect(events[8]?.payload).toMatchObject({ roundId: 1, crashPoint: 256 });
  });
});

describe('a round interrupted by a restart', () => {
  it('is settled from its stored crash point when the loop resumes: once', async () => {
    // Round 2 (40.43x) took bets at T1; the process "dies" 3 s into the curve (no more steps).
    const { data } = await state();
    const startsAt = Date.parse(data.round.startsAt);
    const rider = await playerWithCoins(server, 100n);
    const escaper = await playerWithCoins(server, 100n);
    const auto = await playerWithCoins(server, 100n);
    vi.setSystemTime(startsAt - 1000);
    await rider.call('/api/crash/bet', { stake: '10.00' });
    await escaper.call('/api/crash/bet', { stake: '10.00' });
    await auto.call('/api/crash/bet', { stake: '10.00', autoCashOut: 500 });
    vi.setSystemTime(startsAt + 3000);
    await escaper.call('/api/crash/escape');
    // Back a minute later: the round crashed long ago.
    await step(startsAt + 60_000);
    await step(startsAt + 60_000);
    const balances = await Promise.all(
      [rider, escaper, auto].map(
        async (p) => (await getBalances(server.database.db, p.userId)).amount,
      ),
    );
    // 3 s: e^0.18 = 1.197…, 1.19x; the auto target 5.00x is below 40.43x and stands.
    expect(balances).toEqual(['90.00', '101.90', '140.00']);
    expect(await findLedgerMismatches(server.database.db)).toEqual([]);
  });
});
