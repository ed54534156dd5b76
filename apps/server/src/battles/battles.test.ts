import { battleRolls, pickByTicket, ticketRanges } from '@skinbox/fairness';
import type { BattleDetail } from '@skinbox/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { bagItems, battleDrops, stakes, users } from '../db/schema';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { findMisplacedItems } from '../testing/itemInvariants';
import { getBalanceCents } from '../money/ledger';
import { playerWithCoins } from '../testing/players';
import { runDueJobs } from '../runtime/jobs';
import { startTestServer, type TestServer } from '../testing/testServer';
import { battleJobs } from './jobs';
import { battleRank } from './queries';
import { siteClock } from '../runtime/siteClock';
import { HOUR_MS } from '@skinbox/rules';
import { battleBoxes } from '../testing/battleBoxes';

type Player = Awaited<ReturnType<typeof playerWithCoins>>;
interface Page<T> {
  list: T[];
  total: number;
}
interface Verification {
  serverSeed: string;
  userCodes: string[];
  publicSeed: string;
  rounds: Array<{
    round: number;
    boxId: number;
    drops: Array<{ seat: number; ticket: number; goods: { goodsId: number } }>;
  }>;
  boxes: Array<{
    boxId: number;
    items: Array<{ goods: { goodsId: number }; ticketFrom: number; ticketTo: number }>;
  }>;
}

describe('battles', () => {
  let server: TestServer;
  let boxIds: number[];
  let priceOf: Map<number, bigint>;
  const runJobs = (now: Date) =>
    runDueJobs(server.database.db, Object.values(battleJobs(loadConfig({}), server.hub)), { now });
  const coins = (p: Player) => getBalanceCents(server.database.db, p.userId, 'amount');

  beforeAll(async () => {
    server = await startTestServer();
    const rows = await battleBoxes(server.database.db);
    boxIds = rows.map((r) => r.id);
    priceOf = new Map(rows.map((r) => [r.id, r.priceCents]));
  });
  afterAll(() => server.close());

  async function invariantsHold() {
    expect(await findLedgerMismatches(server.database.db)).toEqual([]);
    expect(await findMisplacedItems(server.database.db)).toEqual([]);
  }

  it('refuses rooms outside SPEC limits with its messages, charging nothing', async () => {
    const alice = await playerWithCoins(server, 10_000n);
    const seven = await alice.call('/api/battle/create', {
      boxes: [{ boxId: boxIds[0], count: 7 }],
      seats: 2,
      mode: 'classic',
    });
    expect(seven).toMatchObject({
      status: 400,
      msg: 'Box kinds or count over the limit (at most 6 boxes)',
    });
    const kinds = await alice.call('/api/battle/create', {
      boxes: [
        { boxId: boxIds[0], count: 3 },
        { boxId: boxIds[1], count: 4 },
      ],
      seats: 2,
      mode: 'classic',
    });
    expect(kinds).toMatchObject({
      status: 400,
      msg: 'Box kinds or count over the limit (at most 6 boxes)',
    });
    const none = await alice.call('/api/battle/create', { boxes: [], seats: 2, mode: 'classic' });
    expect(none).toMatchObject({ status: 400, msg: 'Add at least one box' });
    const nine = await alice.call('/api/battle/create', {
      boxes: [{ boxId: boxIds[0], count: 1 }],
      seats: 9,
      mode: 'classic',
    });
    expect(nine).toMatchObject({ status: 400, msg: 'A battle has 2 to 8 players' });
    expect(await coins(alice)).toBe(1_000_000n);
  });

  it('plays a password room from creation to settlement, every drop in exactly one bag', async () => {
    const alice = await playerWithCoins(server, 10_000n);
    const bob = await playerWithCoins(server, 10_000n);
    const [first = 0, second = 0] = boxIds;
    const cost = (priceOf.get(first) ?? 0n) * 2n + (priceOf.get(second) ?? 0n);
    const created = await alice.call<BattleDetail>('/api/battle/create', {
      boxes: [
        { boxId: first, count: 2 },
        { boxId: second, count: 1 },
      ],
      seats: 2,
      mode: 'classic',
      password: 'open-sesame',
      userCode: 'alice-code',
    });
    expect(created.code).toBe(0);
    const room = created.data;
    expect(room).toMatchObject({
      status: 'waiting',
      rounds: 3,
      hasPassword: true,
      mySeat: 1,
      seats: [
        { seat: 1, player: { userId: alice.userId } },
        { seat: 2, player: null },
      ],
    });
    expect(room.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await coins(alice)).toBe(1_000_000n - cost);

    const lobby = await bob.call<Page<{ battleId: number }>>('/api/battle/list', {});
    expect(lobby.data.list.map((r) => r.battleId)).toContain(room.battleId);

    const wrong = await bob.call('/api/battle/join', {
      battleId: room.battleId,
      seat: 2,
      password: 'nope-nope',
    });
    expect(wrong).toMatchObject({ status: 409, msg: 'Wrong room password' });
    const taken = await bob.call('/api/battle/join', {
      battleId: room.battleId,
      seat: 1,
      password: 'open-sesame',
    });
    expect(taken).toMatchObject({ status: 409, msg: 'This seat is taken' });
    expect(await coins(bob)).toBe(1_000_000n);

    const joined = await bob.call<BattleDetail>('/api/battle/join', {
      battleId: room.battleId,
      seat: 2,
      password: 'open-sesame',
      userCode: 'bob-code',
    });
    expect(joined.data).toMatchObject({ status: 'running', mySeat: 2, revealed: [] });
    expect(joined.data.publicSeed).toBeTruthy();
    expect(await coins(bob)).toBe(1_000_000n - cost);

    const startedAt = new Date(joined.data.startedAt ?? '');
    // The first round's reels start 3 s after the start; the second's 4 s later.
    const early = await runJobs(new Date(startedAt.getTime() + 3_000));
    expect(early.done).toBe(1);
    await runJobs(new Date(startedAt.getTime() + HOUR_MS));
    const finished = await alice.call<BattleDetail>('/api/battle/detail', {
      battleId: room.battleId,
    });
    expect(finished.data.status).toBe('finished');
    expect(finished.data.revealed).toHaveLength(3);

    const totals = finished.data.seats.map((s) => Number(s.total));
    const drops = await server.database.db
      .select()
      .from(battleDrops)
      .where(eq(battleDrops.battleId, room.battleId));
    expect(drops).toHaveLength(6);
    if (totals[0] === totals[1]) {
      expect(finished.data.winnerSeat).toBeNull();
      expect(finished.data.outcome).toBe('failure');
      for (const d of drops) expect(d.takenBySeat).toBe(d.seat);
    } else {
      const winnerSeat = (totals[0] ?? 0) > (totals[1] ?? 0) ? 1 : 2;
      expect(finished.data.winnerSeat).toBe(winnerSeat);
      const winner = winnerSeat === 1 ? alice : bob;
      const bag = await server.database.db
        .select()
        .from(bagItems)
        .where(and(eq(bagItems.userId, winner.userId), eq(bagItems.source, 'battle')));
      expect(bag).toHaveLength(6);
      expect(finished.data.outcome).toBe(winnerSeat === 1 ? 'victory' : 'failure');
    }
    const held = await server.database.db.select().from(stakes).where(eq(stakes.status, 'held'));
    expect(held.filter((s) => s.reference.startsWith(`room:${room.battleId}:`))).toEqual([]);
    await invariantsHold();

    // A second pass finds nothing to do: nothing settles twice.
    expect((await runJobs(new Date(startedAt.getTime() + 2 * HOUR_MS))).done).toBe(0);

    // The verify data recomputes every round with packages/fairness.
    const verify = await bob.call<Verification>('/api/battle/verify', { battleId: room.battleId });
    expect(verify.data.userCodes).toEqual(['alice-code', 'bob-code']);
    const recomputed = await battleRolls(verify.data.serverSeed, verify.data.userCodes, 3);
    expect(recomputed.publicSeed).toBe(verify.data.publicSeed);
    for (const round of verify.data.rounds) {
      const box = verify.data.boxes.find((b) => b.boxId === round.boxId);
      const ranges = ticketRanges((box?.items ?? []).map((i) => i.ticketTo - i.ticketFrom + 1));
      for (const drop of round.drops) {
        const ticket = recomputed.rolls[round.round - 1]?.[drop.seat - 1]?.ticket ?? 0;
        expect(drop.ticket).toBe(ticket);
        expect(box?.items[pickByTicket(ranges, ticket)]?.goods.goodsId).toBe(drop.goods.goodsId);
      }
    }

    const history = await bob.call<Page<{ battleId: number }>>('/api/battle/history', {});
    expect(history.data.list.map((r) => r.battleId)).toContain(room.battleId);
    const mine = await bob.call<Page<{ battleId: number }>>('/api/battle/myHistory', {});
    expect(mine.data.list.map((r) => r.battleId)).toEqual([room.battleId]);
  });

  it('lets the creator fill the seats with house-funded bots, whose winnings go to the house', async () => {
    const carol = await playerWithCoins(server, 10_000n);
    const created = await carol.call<BattleDetail>('/api/battle/create', {
      boxes: [{ boxId: boxIds[0], count: 1 }],
      seats: 4,
      mode: 'clown',
    });
    const stranger = await playerWithCoins(server, 100n);
    const refused = await stranger.call('/api/battle/fillBots', {
      battleId: created.data.battleId,
    });
    expect(refused).toMatchObject({ status: 409, msg: 'Only the room creator can add bots' });
    const filled = await carol.call<BattleDetail>('/api/battle/fillBots', {
      battleId: created.data.battleId,
    });
    expect(filled.data.status).toBe('running');
    expect(filled.data.seats.slice(1).every((s) => s.player?.isBot)).toBe(true);
    const botIds = filled.data.seats.slice(1).map((s) => s.player?.userId ?? 0);
    for (const id of botIds) {
      const [bot] = await server.database.db
        .select({ userType: users.userType })
        .from(users)
        .where(eq(users.id, id));
      expect(bot?.userType).toBe(3);
    }
    await runJobs(new Date(Date.now() + HOUR_MS));
    const done = await carol.call<BattleDetail>('/api/battle/detail', {
      battleId: created.data.battleId,
    });
    expect(done.data.status).toBe('finished');
    const botBags = await server.database.db
      .select()
      .from(bagItems)
      .where(eq(bagItems.source, 'battle'));
    expect(botBags.filter((b) => botIds.includes(b.userId))).toEqual([]);
    await invariantsHold();

    // The board of the site day the battle settled in (the job ran an hour ahead, which may be
    // tomorrow in the site's zone): ai accounts never on it, carol on it when she won.
    const settledAt = new Date(done.data.endedAt ?? '');
    const clock = siteClock(loadConfig({}).SITE_TIME_ZONE);
    const board = await battleRank(server.database.db, clock, 'day', settledAt);
    const ranked = board.list.map((r) => r.userId);
    for (const id of botIds) expect(ranked).not.toContain(id);
    if (done.data.winnerSeat === 1) expect(ranked).toContain(carol.userId);
    else expect(ranked).not.toContain(carol.userId);
    const rank = await carol.call<{ list: Array<{ userId: number }> }>('/api/battle/rank', {
      period: 'day',
    });
    for (const id of botIds) expect(rank.data.list.map((r) => r.userId)).not.toContain(id);
  });

  it('gives bot seats the codes the rule fixes, the creator the code sent with the fill, and a player without a code their client seed', async () => {
    const frank = await playerWithCoins(server, 10_000n);
    const { data: seeds } = await frank.call<{ clientSeed: string }>('/api/fairness/current');
    const created = await frank.call<BattleDetail>('/api/battle/create', {
      boxes: [{ boxId: boxIds[0], count: 2 }],
      seats: 3,
      mode: 'classic',
    });
    const battleId = created.data.battleId;
    await frank.call('/api/battle/fillBots', { battleId, userCode: 'chosen-after-commit' });
    await runJobs(new Date(Date.now() + HOUR_MS));
    const verify = await frank.call<Verification>('/api/battle/verify', { battleId });
    expect(verify.data.userCodes).toEqual(['chosen-after-commit', 'bot-2', 'bot-3']);
    const recomputed = await battleRolls(verify.data.serverSeed, verify.data.userCodes, 2);
    expect(recomputed.publicSeed).toBe(verify.data.publicSeed);
    expect(verify.data.rounds.flatMap((r) => r.drops.map((d) => d.ticket))).toEqual(
      recomputed.rolls.flatMap((round) => round.map((roll) => roll.ticket)),
    );

    // Created without a code and filled without one: the creator's seat keeps their client seed.
    const again = await frank.call<BattleDetail>('/api/battle/create', {
      boxes: [{ boxId: boxIds[0], count: 1 }],
      seats: 2,
      mode: 'classic',
    });
    await frank.call('/api/battle/fillBots', { battleId: again.data.battleId });
    await runJobs(new Date(Date.now() + HOUR_MS));
    const second = await frank.call<Verification>('/api/battle/verify', {
      battleId: again.data.battleId,
    });
    expect(second.data.userCodes).toEqual([seeds.clientSeed, 'bot-2']);
    await invariantsHold();
  });

  it('dissolves a room not full after 15 minutes, refunding every payer once', async () => {
    const dave = await playerWithCoins(server, 10_000n);
    const erin = await playerWithCoins(server, 10_000n);
    const created = await dave.call<BattleDetail>('/api/battle/create', {
      boxes: [{ boxId: boxIds[0], count: 1 }],
      seats: 3,
      mode: 'classic',
    });
    await erin.call('/api/battle/join', { battleId: created.data.battleId, seat: 3 });
    expect(await coins(erin)).toBeLessThan(1_000_000n);
    const edge = new Date(created.data.dissolveAt);
    expect(edge.getTime() - new Date(created.data.createdAt).getTime()).toBe(15 * 60 * 1000);
    expect((await runJobs(new Date(edge.getTime() - 1))).done).toBe(0);
    await runJobs(edge);
    await runJobs(new Date(edge.getTime() + HOUR_MS));
    expect(await coins(dave)).toBe(1_000_000n);
    expect(await coins(erin)).toBe(1_000_000n);
    const after = await dave.call<BattleDetail>('/api/battle/detail', {
      battleId: created.data.battleId,
    });
    expect(after.data.status).toBe('dissolved');
    const late = await (
      await playerWithCoins(server, 10_000n)
    ).call('/api/battle/join', {
      battleId: created.data.battleId,
      seat: 2,
    });
    expect(late).toMatchObject({ status: 409 });
    await invariantsHold();
  });

  it('shows battle boxes with their odds', async () => {
    const intro = await (
      await playerWithCoins(server, 0n)
    ).call<{ list: Array<{ boxId: number; items: unknown[] }> }>('/api/battle/boxIntro');
    expect(intro.data.list.map((b) => b.boxId).sort()).toEqual([...boxIds].sort());
    const one = await (
      await playerWithCoins(server, 0n)
    ).call<{ items: Array<{ ticketTo: number }> }>('/api/battle/boxDetails', { boxId: boxIds[0] });
    expect(one.data.items.at(-1)?.ticketTo).toBe(100000);
  });
});
