import { PRIZE_EVENT, SocketCid, type BattleDetail, type GameMessage } from '@skinbox/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { runDueJobs } from '../runtime/jobs';
import { playerWithCoins } from '../testing/players';
import { TestSocket } from '../testing/socketClient';
import { startTestServer, type TestServer } from '../testing/testServer';
import { battleJobs } from './jobs';
import { BATTLE_ROUND_MS, BATTLE_START_COUNTDOWN_MS } from '@skinbox/rules';
import { cheapestBattleBoxId } from '../testing/battleBoxes';

/** Collects a channel's cid 1100 events as they arrive. */
async function watch(server: TestServer, channel: string) {
  const socket = await TestSocket.open(server.url);
  socket.send(SocketCid.enterGame, { game: channel });
  await socket.next(SocketCid.enterGame);
  return {
    socket,
    async next(event: string) {
      const frame = await socket.next(
        SocketCid.gameMessage,
        (data) => (data as GameMessage).game === channel && (data as GameMessage).event === event,
      );
      return frame.data as GameMessage;
    },
  };
}

/** GAMES.md section 0 "Channels": the battle flow's events, numbered per channel. */
describe('battle socket events', () => {
  let server: TestServer;
  let boxId: number;
  // Every battle win is worth announcing in this file.
  const config = loadConfig({});
  const announcing = { ...config, economy: { ...config.economy, PRIZE_ANNOUNCE_COINS: 0 } };
  const runJobs = (now: Date) =>
    runDueJobs(server.database.db, Object.values(battleJobs(announcing, server.hub)), { now });

  beforeAll(async () => {
    server = await startTestServer();
    boxId = await cheapestBattleBoxId(server.database.db);
  });
  afterAll(() => server.close());

  it('tells the lobby and the room every step of a battle, in sequence', async () => {
    const lobby = await watch(server, 'battle');
    const alice = await playerWithCoins(server, 10_000n);
    const bob = await playerWithCoins(server, 10_000n);
    const created = await alice.call<BattleDetail>('/api/battle/create', {
      boxes: [{ boxId, count: 2 }],
      seats: 2,
      mode: 'classic',
    });
    const battleId = created.data.battleId;
    const appeared = await lobby.next('room.created');
    expect(appeared.payload).toEqual({
      battleId,
      status: 'waiting',
      taken: 1,
      seatCount: 2,
      winnerSeat: null,
    });

    const room = await watch(server, `battle:${battleId}`);
    const joined = await bob.call<BattleDetail>('/api/battle/join', { battleId, seat: 2 });
    expect(joined.code).toBe(0);
    const seated = await room.next('seated');
    expect(seated.payload).toMatchObject({
      battleId,
      seat: { seat: 2, player: { userId: bob.userId, isBot: false } },
    });
    const started = await room.next('started');
    expect(started.payload).toEqual({
      battleId,
      startedAt: joined.data.startedAt,
      publicSeed: joined.data.publicSeed,
    });
    const full = await lobby.next('room.started');
    expect(full.payload).toMatchObject({ battleId, status: 'running', taken: 2 });

    const startedAt = new Date(joined.data.startedAt ?? '').getTime();
    // Round 1 is told as its reels start, before any reel stands.
    await runJobs(new Date(startedAt + BATTLE_START_COUNTDOWN_MS));
    const first = await room.next('round');
    expect(first.payload).toMatchObject({ battleId, round: 1, boxId });
    expect((first.payload as { drops: unknown[] }).drops).toHaveLength(2);

    await runJobs(new Date(startedAt + BATTLE_START_COUNTDOWN_MS + BATTLE_ROUND_MS));
    const second = await room.next('round');
    const midway = await alice.call<BattleDetail>('/api/battle/detail', { battleId });
    expect(midway.data.status).toBe('running');
    await runJobs(new Date(startedAt + BATTLE_START_COUNTDOWN_MS + 2 * BATTLE_ROUND_MS));
    const settled = await room.next('settled');
    const finished = await lobby.next('room.finished');

    // The room's channel numbered 1, 2, … with no gap; the lobby's likewise.
    expect([seated, started, first, second, settled].map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect([full.seq, finished.seq]).toEqual([appeared.seq + 1, appeared.seq + 2]);

    // An event is sent after its transaction commits: what it announces can be read at once.
    const detail = await alice.call<BattleDetail>('/api/battle/detail', { battleId });
    expect(detail.data.status).toBe('finished');
    expect(settled.payload).toEqual({ battleId, winnerSeat: detail.data.winnerSeat });
    const rounds = detail.data.revealed.map((r) =>
      r.drops.map((d) => ({ seat: d.seat, goodsId: d.goods.goodsId, ticket: d.ticket })),
    );
    const told = [first, second].map((m) =>
      (m.payload as { drops: Array<{ seat: number; goodsId: number; ticket: number }> }).drops.map(
        ({ seat, goodsId, ticket }) => ({ seat, goodsId, ticket }),
      ),
    );
    expect(told).toEqual(rounds);
    expect(finished.payload).toMatchObject({
      status: 'finished',
      winnerSeat: detail.data.winnerSeat,
    });

    // A win is announced to every socket as a battle's (boxType 2), worth every drop of the
    // battle; a tie has no winner and nothing to announce.
    const winner = detail.data.seats.find((seat) => seat.seat === detail.data.winnerSeat);
    if (winner) {
      const frame = await lobby.socket.next(
        SocketCid.gameMessage,
        (data) => (data as GameMessage).event === PRIZE_EVENT,
      );
      const cents = (money: string) => Math.round(Number(money) * 100);
      const prize = (frame.data as GameMessage).payload as Record<string, unknown>;
      expect(prize).toMatchObject({ boxType: 2, boxId, nickName: winner.player?.nickName });
      expect(cents(String(prize.recoveryPrice))).toBe(
        detail.data.seats.reduce((sum, seat) => sum + cents(seat.total), 0),
      );
    }
    lobby.socket.close();
    room.socket.close();
  });

  it('tells a room and the lobby of a dissolve', async () => {
    const carol = await playerWithCoins(server, 10_000n);
    const created = await carol.call<BattleDetail>('/api/battle/create', {
      boxes: [{ boxId, count: 1 }],
      seats: 3,
      mode: 'clown',
    });
    const battleId = created.data.battleId;
    const lobby = await watch(server, 'battle');
    const room = await watch(server, `battle:${battleId}`);
    await runJobs(new Date(created.data.dissolveAt));
    expect((await room.next('dissolved')).payload).toEqual({ battleId });
    expect((await lobby.next('room.dissolved')).payload).toMatchObject({
      battleId,
      status: 'dissolved',
      taken: 1,
    });
    lobby.socket.close();
    room.socket.close();
  });
});
