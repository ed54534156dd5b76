import { AccountKind, SocketCid, type BattleDetail, type BattleRoom } from '@skinbox/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { battles, jobs as jobRows, users } from '../db/schema';
import { getBalanceCents } from '../money/ledger';
import { runOps } from '../ops/run';
import { runDueJobs } from '../runtime/jobs';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { playerWithCoins } from '../testing/players';
import { TestSocket } from '../testing/socketClient';
import { startTestServer, type TestServer } from '../testing/testServer';
import { battleJobs } from './jobs';
import { HOUR_MS, MINUTE_MS } from '@skinbox/rules';
import { battleBoxes } from '../testing/battleBoxes';

interface Page {
  list: BattleRoom[];
  total: number;
}

/** SPEC section 3 "Battle filter" on the lists, and the operators' official rooms. */
describe('battle lists and official rooms', () => {
  let server: TestServer;
  let cheap: number;
  let dear: number;
  const jobs = () => battleJobs(loadConfig({}), server.hub);
  const runJobs = (now = new Date()) =>
    runDueJobs(server.database.db, Object.values(jobs()), { now });

  beforeAll(async () => {
    server = await startTestServer();
    const rows = await battleBoxes(server.database.db);
    cheap = rows[0]?.id ?? 0;
    dear = rows.at(-1)?.id ?? 0;
  });
  afterAll(() => server.close());

  async function open(kind: 'general' | 'anchor', mode: 'classic' | 'clown', boxId: number) {
    const player = await playerWithCoins(server, 100_000n);
    if (kind === 'anchor') {
      await server.database.db
        .update(users)
        .set({ userType: AccountKind.anchor })
        .where(eq(users.id, player.userId));
    }
    const room = await player.call<BattleDetail>('/api/battle/create', {
      boxes: [{ boxId, count: 1 }],
      seats: 2,
      mode,
    });
    expect(room.code).toBe(0);
    return { player, id: room.data.battleId };
  }

  async function official(...flags: string[]) {
    const lines = await runOps(['battle-create-official', ...flags], server.database);
    return Number(/official battle (\d+)/.exec(lines[0] ?? '')?.[1]);
  }

  it('filters open rooms by kind and mode and sorts them by time or cost', async () => {
    const playerClassic = await open('general', 'classic', cheap);
    const playerClown = await open('general', 'clown', dear);
    const anchorClassic = await open('anchor', 'classic', dear);
    const officialClown = await official(
      '--boxes',
      `${cheap}x2`,
      '--seats',
      '4',
      '--mode',
      'clown',
    );
    const ours = [playerClassic.id, playerClown.id, anchorClassic.id, officialClown];
    const visitor = await playerWithCoins(server, 0n);
    const list = async (filter: object) => {
      const page = await visitor.call<Page>('/api/battle/list', { pageSize: 50, ...filter });
      expect(page.code).toBe(0);
      return page.data.list.map((r) => r.battleId).filter((id) => ours.includes(id));
    };

    expect(await list({})).toEqual([...ours].reverse());
    expect(await list({ type: 1 })).toEqual([officialClown]);
    expect(await list({ type: 2 })).toEqual([anchorClassic.id]);
    expect(await list({ type: 3 })).toEqual([playerClown.id, playerClassic.id]);
    expect(await list({ subType: 1 })).toEqual([anchorClassic.id, playerClassic.id]);
    expect(await list({ subType: 2 })).toEqual([officialClown, playerClown.id]);
    expect(await list({ type: 3, subType: 2 })).toEqual([playerClown.id]);

    const page = await visitor.call<Page>('/api/battle/list', { roomSort: 2, pageSize: 50 });
    const costs = page.data.list.map((r) => Number(r.cost));
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    const cheapest = await visitor.call<Page>('/api/battle/list', { roomSort: 3, pageSize: 50 });
    const rising = cheapest.data.list.map((r) => Number(r.cost));
    expect(rising).toEqual([...rising].sort((a, b) => a - b));

    const kinds = page.data.list.filter((r) => ours.includes(r.battleId)).map((r) => r.kind);
    expect(kinds.sort()).toEqual(['anchor', 'official', 'player', 'player']);

    // Pages of one: as many pages as rooms, each a different room.
    const total = (await visitor.call<Page>('/api/battle/list', { type: 3 })).data.total;
    const pages = await Promise.all(
      Array.from({ length: total }, (_, i) =>
        visitor.call<Page>('/api/battle/list', { type: 3, page: i + 1, pageSize: 1 }),
      ),
    );
    const ids = pages.map((p) => p.data.list[0]?.battleId);
    expect(new Set(ids).size).toBe(total);
    expect(pages.every((p) => p.data.total === total)).toBe(true);

    await visitor.call('/api/battle/list', { type: 4 }).then((answer) => {
      expect(answer.status).toBe(400);
    });
  });

  it('keeps finished battles in history and a player’s own in theirs', async () => {
    const { player, id } = await open('general', 'classic', cheap);
    const other = await open('general', 'clown', cheap);
    await player.call('/api/battle/fillBots', { battleId: id });
    const visitor = await playerWithCoins(server, 0n);
    const historyIds = async (filter: object) =>
      (await visitor.call<Page>('/api/battle/history', { pageSize: 50, ...filter })).data.list.map(
        (r) => r.battleId,
      );
    expect(await historyIds({})).not.toContain(id);
    await runJobs(new Date(Date.now() + HOUR_MS));
    expect(await historyIds({})).toContain(id);
    expect(await historyIds({ subType: 2 })).not.toContain(id);
    expect(await historyIds({ type: 2 })).not.toContain(id);
    const open_ = await visitor.call<Page>('/api/battle/list', { pageSize: 50 });
    expect(open_.data.list.map((r) => r.battleId)).not.toContain(id);

    const mine = await player.call<Page>('/api/battle/myHistory', {});
    expect(mine.data.list.map((r) => r.battleId)).toEqual([id]);
    const theirs = await other.player.call<Page>('/api/battle/myHistory', {});
    expect(theirs.data.list.map((r) => r.battleId)).toEqual([other.id]);
  });

  it('opens official rooms from the operator verb: every seat free, nobody charged until seated', async () => {
    const lobby = await TestSocket.open(server.url);
    lobby.send(SocketCid.enterGame, { game: 'battle' });
    await lobby.next(SocketCid.enterGame);

    const lines = await runOps(
      [
        'battle-create-official',
        '--boxes',
        `${dear}x2,${cheap}x1`,
        '--seats',
        '3',
        '--mode',
        'clown',
        '--password',
        'official1',
      ],
      server.database,
    );
    const battleId = Number(/official battle (\d+)/.exec(lines[0] ?? '')?.[1]);
    expect(lines.join('\n')).toMatch(/3 seats, clown/);
    expect(lines.join('\n')).toContain('password set');

    // The verb ran outside the server: a job tells the lobby, after its commit.
    await runJobs();
    const created = await lobby.next(
      SocketCid.gameMessage,
      (data) => (data as { payload: { battleId: number } }).payload.battleId === battleId,
    );
    expect(created.data).toMatchObject({
      game: 'battle',
      event: 'room.created',
      payload: { battleId, status: 'waiting', taken: 0, seatCount: 3 },
    });
    lobby.close();

    const ann = await playerWithCoins(server, 10_000n);
    const room = await ann.call<BattleDetail>('/api/battle/detail', { battleId });
    expect(room.data).toMatchObject({
      kind: 'official',
      mode: 'clown',
      hasPassword: true,
      rounds: 3,
      mySeat: null,
      seats: [{ player: null }, { player: null }, { player: null }],
    });
    const [host] = await server.database.db
      .select({ userType: users.userType })
      .from(users)
      .where(eq(users.id, room.data.creatorId));
    expect(host?.userType).toBe(AccountKind.ai);

    const wrong = await ann.call('/api/battle/join', { battleId, seat: 1, password: 'nope-nope' });
    expect(wrong).toMatchObject({ status: 409, msg: 'Wrong room password' });
    const seated = await ann.call<BattleDetail>('/api/battle/join', {
      battleId,
      seat: 1,
      password: 'official1',
    });
    expect(seated.data.mySeat).toBe(1);
    const bots = await ann.call('/api/battle/fillBots', { battleId });
    expect(bots).toMatchObject({ status: 409, msg: 'Only the room creator can add bots' });
    const cost = BigInt(Math.round(Number(room.data.cost) * 100));
    expect(await getBalanceCents(server.database.db, ann.userId, 'amount')).toBe(1_000_000n - cost);

    // Not full in time: dissolved like any room, the seated player refunded once.
    await runJobs(new Date(new Date(room.data.dissolveAt).getTime() + 1));
    await runJobs(new Date(new Date(room.data.dissolveAt).getTime() + HOUR_MS));
    expect(await getBalanceCents(server.database.db, ann.userId, 'amount')).toBe(1_000_000n);
    expect(await findLedgerMismatches(server.database.db)).toEqual([]);
  });

  it('refuses an official room outside SPEC limits, in the operator’s words', async () => {
    await expect(
      runOps(['battle-create-official', '--boxes', `${cheap}x7`, '--seats', '2'], server.database),
    ).rejects.toThrow('Box kinds or count over the limit (at most 6 boxes)');
    await expect(
      runOps(['battle-create-official', '--boxes', `${cheap}x1`, '--seats', '9'], server.database),
    ).rejects.toThrow(/--seats/);
    await expect(
      runOps(['battle-create-official', '--boxes', 'box twelve', '--seats', '2'], server.database),
    ).rejects.toThrow(/boxes look like/);
  });

  it('keeps the operators’ schedule of official rooms open, minute by minute, until it is cleared', async () => {
    const db = server.database.db;
    const lobby = await TestSocket.open(server.url);
    lobby.send(SocketCid.enterGame, { game: 'battle' });
    await lobby.next(SocketCid.enterGame);
    const scheduled = async () =>
      (
        await db
          .select({ id: battles.id, status: battles.status })
          .from(battles)
          .where(and(eq(battles.kind, 'official'), eq(battles.seatCount, 5)))
      ).filter((r) => r.status === 'waiting');

    const lines = await runOps(
      ['battle-official-schedule', '--boxes', `${cheap}x1`, '--seats', '5', '--keep', '2'],
      server.database,
    );
    expect(lines.join('\n')).toContain(`2 open: 5 seats, classic, boxes ${cheap}x1`);
    const minute = (n: number) => new Date(Date.now() + n * MINUTE_MS);
    await runJobs(minute(1));
    const first = await scheduled();
    expect(first).toHaveLength(2);
    for (const room of first) {
      const told = await lobby.next(
        SocketCid.gameMessage,
        (data) => (data as { payload: { battleId: number } }).payload.battleId === room.id,
      );
      expect(told.data).toMatchObject({ event: 'room.created' });
    }
    lobby.close();

    // A player takes a seat in one, then it fills: the next minute opens another.
    const ann = await playerWithCoins(server, 10_000n);
    await ann.call('/api/battle/join', { battleId: first[0]?.id, seat: 1 });
    await runJobs(minute(2));
    expect(await scheduled()).toHaveLength(2);
    for (let seat = 2; seat <= 5; seat += 1) {
      const player = await playerWithCoins(server, 10_000n);
      await player.call('/api/battle/join', { battleId: first[0]?.id, seat });
    }
    await runJobs(minute(3));
    const refilled = await scheduled();
    expect(refilled).toHaveLength(2);
    expect(refilled.map((r) => r.id)).not.toContain(first[0]?.id);

    // Cleared: the next run opens nothing and schedules no other.
    expect(await runOps(['battle-official-schedule', '--clear'], server.database)).toEqual([
      'no official rooms are scheduled',
    ]);
    await runJobs(minute(4));
    await runJobs(minute(5));
    expect(await scheduled()).toHaveLength(2);
    const pending = await db
      .select({ key: jobRows.key })
      .from(jobRows)
      .where(and(eq(jobRows.kind, 'battle.officialRooms'), eq(jobRows.status, 'pending')));
    expect(pending).toEqual([]);
  });
});
