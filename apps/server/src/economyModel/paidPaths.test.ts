import { createHash } from 'node:crypto';
import type * as Fairness from '@skinbox/fairness';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { RECHARGE_SIZES, pathsReport } from './paths';
import type { TestServer } from '../testing/testServer';
import { checkedTestServer } from '../testing/checkedTestServer';
import {
  drawTimedBoxes,
  expectedPerCoinPaid,
  extractEverything,
  newPathPlayer,
  openSpreadBoxes,
  pay,
  standing,
  takeGifts,
  wager,
  type PathPlayer,
  type Standing,
} from './testing/pathPlayer';

/**
 * The paths of economyModel/paths.ts played on the real server (issue 26): fresh accounts that take
 * every gift of their first day and week, pay one recharge size (or nothing), wager what the
 * server asks before items may leave, turn the rest into items and extract all they can. Each
 * must take out less than it paid, luck aside (pathPlayer.ts): value per coin paid below 1, and
 * nothing at all for an account that never pays. The server seeds come from a counter named
 * after the path, so a run rolls the same every time.
 */

// The server test layer runs files in one process (vitest.config.ts, isolate: false): server
// modules another file loaded would keep the real seeds, so this file loads its own.
const seeds = vi.hoisted(() => {
  vi.resetModules();
  return { path: '', drawn: 0 };
});
vi.mock('@skinbox/fairness', async (importOriginal) => {
  const fairness = await importOriginal<typeof Fairness>();
  const randomSeed = () =>
    createHash('sha256')
      .update(`paid paths: ${seeds.path}: ${(seeds.drawn += 1)}`)
      .digest('hex');
  return { ...fairness, randomSeed, defaultClientSeed: () => randomSeed().slice(0, 16) };
});

const BOX_RTP = loadConfig({}).economy.BOX_RTP;

/** Pays, takes what the payment unlocked, and has the period jobs draw its timed boxes. */
async function payAndCollect(server: TestServer, player: PathPlayer, coins: number) {
  await pay(player, coins);
  await takeGifts(server, player);
  await drawTimedBoxes(server, player);
}

const cents = (money: string) => Math.round(Number(money) * 100);

/**
 * Plays the players' paths to their end (each notes its lock as it starts wagering, checked
 * against the multiple), prints what they took out and returns their expected value per coin
 * paid. A player that extracted everything also shows the bookkeeping adds up: what it took out,
 * less its luck, is what it paid and was given less the expected cost of its turnover, but for
 * the odd coin and points too few for anything.
 */
async function playOut(server: TestServer, path: string, players: readonly PathPlayer[]) {
  const model = (await pathsReport(server.database.db, BOX_RTP, new Date())).paths.find(
    (p) => p.path === path,
  );
  if (!model) throw new Error(`the model has no path "${path}"`);
  expect(model.extractable).toBeLessThan(1);
  const locks = new Map<PathPlayer, Standing>();
  for (const player of players) {
    const lock = await standing(player);
    expect(cents(lock.required)).toBe(cents(lock.locked) * lock.multiple);
    locks.set(player, lock);
    await wager(server, player);
    const refusal = await extractEverything(server, player);
    if (refusal === undefined) {
      const neutral = Number(player.extractedCents) - player.playLuckCents - player.giftLuckCents;
      const books =
        Number(player.paidCents) +
        cents(lock.locked) -
        player.giftLuckCents -
        player.turnoverCostCents;
      expect(Math.abs(neutral - books)).toBeLessThan(300);
    }
  }
  // The model counts at least what the path was given (it counts a whole first week).
  const given = players.reduce(
    (sum, p) => sum + cents(locks.get(p)?.locked ?? '0') - p.giftLuckCents,
    0,
  );
  expect(given).toBeLessThanOrEqual(model.locked * 100);
  const perCoin = expectedPerCoinPaid(players, locks);
  const paid = players.reduce((sum, p) => sum + Number(p.paidCents), 0);
  const extracted = players.reduce((sum, p) => sum + Number(p.extractedCents), 0);
  console.info(
    `paid paths, ${path}: paid ${(paid / 100).toFixed(2)}, locked ${players
      .map((p) => locks.get(p)?.locked)
      .join(' + ')} for ${players.map((p) => locks.get(p)?.required).join(' + ')} of turnover, ` +
      `extracted ${(extracted / 100).toFixed(2)}; expected ${perCoin.toFixed(4)} per coin paid ` +
      `(the model: ${model.extractable.toFixed(4)})`,
  );
  return perCoin;
}

describe('value per coin paid, played on the server', () => {
  const server = checkedTestServer();

  it.each(RECHARGE_SIZES)(
    'a fresh account paying %s takes out less than it paid',
    async (coins) => {
      seeds.path = `pays ${coins}`;
      seeds.drawn = 0;
      const player = await newPathPlayer(server());
      await takeGifts(server(), player);
      await payAndCollect(server(), player, coins);
      expect(await playOut(server(), `pays ${coins}`, [player])).toBeLessThan(1);
    },
    300_000,
  );

  it('four accounts of one person, three invited by the fourth, paying 100 each', async () => {
    seeds.path = 'self-referred';
    seeds.drawn = 0;
    const inviter = await newPathPlayer(server());
    const invitees = [
      await newPathPlayer(server(), inviter.spreadCode),
      await newPathPlayer(server(), inviter.spreadCode),
      await newPathPlayer(server(), inviter.spreadCode),
    ];
    for (const invitee of invitees) {
      await takeGifts(server(), invitee);
      await payAndCollect(server(), invitee, 100);
    }
    // The inviter spins once its invitees recharged, when the top prize is in its wheel.
    await takeGifts(server(), inviter);
    await payAndCollect(server(), inviter, 100);
    await openSpreadBoxes(server(), inviter);
    expect(
      await playOut(server(), '4 self-referred accounts paying 100', [inviter, ...invitees]),
    ).toBeLessThan(1);
  }, 300_000);

  it('an account that never pays extracts nothing', async () => {
    seeds.path = 'never pays';
    seeds.drawn = 0;
    const player = await newPathPlayer(server());
    await takeGifts(server(), player);
    const lock = await standing(player);
    const refusal = await extractEverything(server(), player);
    console.info(
      `paid paths, never pays: locked ${lock.locked}, extracted ${player.extractedCents} per account`,
    );
    expect(lock).toMatchObject({ paid: false });
    expect(cents(lock.locked)).toBeGreaterThan(0);
    const model = (await pathsReport(server().database.db, BOX_RTP, new Date())).paths.find(
      (p) => p.path === 'never pays (per account)',
    );
    expect(model?.extractable).toBe(0);
    expect(cents(lock.locked) - player.giftLuckCents).toBeLessThanOrEqual(
      (model?.locked ?? 0) * 100,
    );
    expect(player.extractedCents).toBe(0n);
    expect(refusal?.msg).toBe('Items leave the site after a first real payment: recharge first');
  }, 300_000);
});
