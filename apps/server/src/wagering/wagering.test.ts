import { LOCALES, translateError, type WageringStanding } from '@skinbox/api';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { battleJobs } from '../battles/jobs';
import { loadConfig } from '../config';
import { bagItems, battles, deliveries, wagerTransfers } from '../db/schema';
import { credit } from '../money/ledger';
import { runDueJobs } from '../runtime/jobs';
import { openForItems, payingPlayer, playerWithCoins, siteBoxId } from '../testing/players';
import { checkedTestServer } from '../testing/checkedTestServer';
import { rowsOf } from '../db/rows';
import { HOUR_MS } from '@skinbox/rules';
import { battleBoxes } from '../testing/battleBoxes';

type Player = Awaited<ReturnType<typeof playerWithCoins>>;

describe('the lock on bonuses and gifts (issue 26)', () => {
  const server = checkedTestServer();

  const standing = async (player: Player) =>
    (await player.call<WageringStanding>('/api/user/wagering')).data;
  const extract = (player: Player, ids: number[], locale = 'en') =>
    fetch(`${server().url}/api/user/extractGoods`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': locale,
        authorization: `Bearer ${player.token}`,
      },
      body: JSON.stringify({ ids }),
    }).then(async (r) => ({
      status: r.status,
      ...((await r.json()) as { code: number; msg: string }),
    }));
  const gift = (
    player: Player,
    kind: string,
    cents: bigint,
    currency: 'amount' | 'point' = 'amount',
  ) =>
    credit(server().database.db, {
      userId: player.userId,
      currency,
      cents,
      kind,
      reference: `test:${kind}`,
      account: 'promotions',
    });

  it('refuses an account with only gifts its extraction, in each of the five languages', async () => {
    const player = await playerWithCoins(server(), 0n);
    expect((await player.call('/api/user/registerReward')).code).toBe(0);
    const ids = await openForItems(player, await siteBoxId(server(), 1), 2);
    expect(await standing(player)).toEqual({
      paid: false,
      locked: '2.00',
      required: '290.00',
      turnover: '2.00',
      owed: '288.00',
      multiple: 145,
    });
    expect(await extract(player, ids)).toEqual({
      status: 409,
      code: 409,
      msg: 'Items leave the site after a first real payment: recharge first',
    });
    expect((await extract(player, ids, 'zh')).msg).toBe('首次充值后才能提取饰品，请先充值');
    for (const locale of LOCALES) {
      expect((await extract(player, ids, locale)).msg).toBe(
        translateError('errors.extractNeedsPayment', locale),
      );
    }
    // Nothing moved: the items are in the bag and no delivery was started.
    const held = await server()
      .database.db.select({ state: bagItems.state })
      .from(bagItems)
      .where(eq(bagItems.userId, player.userId));
    expect(held.map((i) => i.state)).toEqual(['bag', 'bag']);
    const started = await server()
      .database.db.select()
      .from(deliveries)
      .where(eq(deliveries.userId, player.userId));
    expect(started).toEqual([]);
  });

  it('holds a paid account’s items until its bonus is turned over, saying how much is left', async () => {
    // 100 coins paid by card, then a recharge of 100 with its tier bonus.
    const player = await payingPlayer(server(), 100n);
    await player.call('/api/recharge/order', { method: 'alipay', amount: '100.00' });
    // The 1 % tier's coin is locked for 145 coins of turnover.
    expect(await standing(player)).toMatchObject({
      paid: true,
      locked: '1.00',
      required: '145.00',
      owed: '145.00',
    });
    const dear = await siteBoxId(server(), 100);
    const [first = 0] = await openForItems(player, dear, 1);
    expect(await extract(player, [first])).toMatchObject({
      status: 409,
      msg: 'Bonuses and gifts unlock with turnover: open boxes or battle for 45.00 more coins before extracting',
    });
    expect((await extract(player, [first], 'ko')).msg).toBe(
      translateError('errors.extractNeedsTurnover', 'ko', { amount: '45.00' }),
    );
    const more = [
      ...(await openForItems(player, await siteBoxId(server(), 20), 1)),
      ...(await openForItems(player, await siteBoxId(server(), 30), 1)),
    ];
    expect(await standing(player)).toMatchObject({ turnover: '150.00', owed: '0.00' });
    expect((await extract(player, [first, ...more])).code).toBe(0);
  });

  it('locks gifts and bonuses, and leaves payments, the games’ returns and turnover rewards free', async () => {
    const player = await payingPlayer(server(), 10n);
    await gift(player, 'reward.ranking', 26_610n);
    await gift(player, 'box.open.points', 5_000n, 'point');
    await gift(player, 'test.unknownPromotion', 100n);
    expect((await standing(player)).locked).toBe('1.00');
    await gift(player, 'reward.turntable', 2_000n);
    // Ten points of sign-in at 0.05 coins a point.
    await gift(player, 'reward.signin', 1_000n, 'point');
    expect(await standing(player)).toMatchObject({ locked: '21.50', required: '3117.50' });
  });

  it('moves a loser’s locked value with the drops another player takes from it in a battle', async () => {
    const db = server().database.db;
    const [battleBox] = await battleBoxes(db);
    const runJobs = (now: Date) =>
      runDueJobs(db, Object.values(battleJobs(loadConfig({}), server().hub)), { now });
    // A person's two accounts: one holds a locked gift, the other paid.
    const gifted = await playerWithCoins(server(), 0n);
    await gift(gifted, 'reward.turntable', 4_000n);
    const paying = await payingPlayer(server(), 40n);
    for (let tries = 0; tries < 20; tries += 1) {
      const room = await gifted.call<{ battleId: number }>('/api/battle/create', {
        boxes: [{ boxId: battleBox?.id, count: 1 }],
        seats: 2,
        mode: 'classic',
      });
      await paying.call('/api/battle/join', { battleId: room.data.battleId, seat: 2 });
      await runJobs(new Date(Date.now() + HOUR_MS));
      const [settled] = await db
        .select({ winnerSeat: battles.winnerSeat })
        .from(battles)
        .where(eq(battles.id, room.data.battleId));
      const moved = await db
        .select()
        .from(wagerTransfers)
        .where(eq(wagerTransfers.reference, `battle:${room.data.battleId}`));
      if (settled?.winnerSeat !== 2) {
        // The paying account lost or tied: it had nothing locked, so nothing moves.
        expect(moved).toEqual([]);
        continue;
      }
      // The gifted account's drop went to the paying one, and as much of its lock with it as
      // the drop was worth (the gift is still far from wagered).
      const [drop] = rowsOf<{ cents: string }>(
        await db.execute(
          sql`SELECT price_cents::text AS cents FROM battle_drops
              WHERE battle_id = ${room.data.battleId} AND seat = 1`,
        ),
      );
      const dropCents = BigInt(drop?.cents ?? '0');
      const lockLeft = BigInt(Math.round(Number((await standing(gifted)).locked) * 100));
      expect(moved).toHaveLength(1);
      const [move] = moved;
      expect(move).toMatchObject({ fromUserId: gifted.userId, toUserId: paying.userId });
      expect(move?.cents).toBe(dropCents < 4_000n ? dropCents : move?.cents);
      expect((move?.cents ?? 0n) + lockLeft).toBe(4_000n);
      expect((await standing(paying)).locked).toBe((Number(move?.cents) / 100).toFixed(2));
      const won = await db
        .select({ id: bagItems.id })
        .from(bagItems)
        .where(and(eq(bagItems.userId, paying.userId), eq(bagItems.state, 'bag')));
      expect(
        (
          await extract(
            paying,
            won.map((w) => w.id),
          )
        ).msg,
      ).toMatch(/^Bonuses and gifts unlock with turnover/);
      return;
    }
    throw new Error('the paying account won none of 20 battles');
  });
});
