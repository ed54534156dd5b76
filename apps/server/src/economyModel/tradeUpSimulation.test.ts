import { describe, expect, it } from 'vitest';
import { boxRtpReport } from '../catalogue/rtpReport';
import { BoxType } from '@skinbox/api';
import { getBalanceCents } from '../money/ledger';
import { playerWithCoins } from '../testing/players';
import type { TestServer } from '../testing/testServer';
import { checkedTestServer } from '../testing/checkedTestServer';
import { fixSeeds } from './testing/fixedSeeds';

/**
 * The economy simulation of the trade-up loops (GAMES.md section 5), as economyModel/simulation.test.ts
 * does for boxes and malls: a greedy player opens 10-coin boxes with everything it has, puts the
 * drops through one trade-up loop, choosing what returns the most, sells everything, and goes
 * again. It must end with fewer coins than it started with. Fixed seeds: the same run every time.
 */
const START_COINS = 1000n;
const ROUNDS = 4;
const BOX_COINS = 10n;

type Call = Awaited<ReturnType<typeof playerWithCoins>>['call'];
interface Player {
  userId: number;
  call: Call;
  bag: Array<{ id: number; cents: bigint }>;
}
interface Goods {
  goodsId: number;
  price: string;
}
type Step = (server: TestServer, player: Player) => Promise<void>;

const cents = (money: string) => BigInt(Math.round(Number(money) * 100));

async function send<T>(player: Player, path: string, body: unknown) {
  const answer = await player.call<T>(path, body);
  if (answer.code !== 0) throw new Error(`${path} refused: ${answer.status} ${answer.msg}`);
  return answer.data;
}

const openBoxes: Step = async (server, player) => {
  const box = (await boxRtpReport(server.database.db)).find(
    (b) => b.type === BoxType.site && b.priceCents === BOX_COINS * 100n,
  );
  if (!box) throw new Error('no 10-coin box');
  for (;;) {
    const coins = await getBalanceCents(server.database.db, player.userId, 'amount');
    const count = Number(coins / box.priceCents) > 5 ? 5 : Number(coins / box.priceCents);
    if (count === 0) return;
    const opened = await send<{ results: Array<{ bagItemId: number; goods: Goods }> }>(
      player,
      '/api/box/open',
      { boxId: box.boxId, count },
    );
    player.bag.push(
      ...opened.results.map((r) => ({ id: r.bagItemId, cents: cents(r.goods.price) })),
    );
  }
};

/** Groups the bag into offers of `size` items, dearest first. */
function offers(player: Player, size: number) {
  const sorted = [...player.bag].sort((a, b) => Number(b.cents - a.cents));
  const groups = [];
  for (let i = 0; i + size <= sorted.length; i += size) groups.push(sorted.slice(i, i + size));
  return groups;
}

/** Replaces every 9 items worth over 40 coins with the target that returns the most. */
const replaceAll: Step = async (_server, player) => {
  for (const group of offers(player, 9)) {
    const value = group.reduce((s, e) => s + e.cents, 0n);
    if (value <= 4000n) continue;
    const rucksackIds = group.map((e) => e.id);
    const targets = await send<{ list: Array<Goods & { value: string }> }>(
      player,
      '/api/extend/getReplaceGoods',
      { rucksackIds, pageSize: 50 },
    );
    const back = (t: Goods & { value: string }) =>
      cents(t.value) + (value > cents(t.price) ? value - cents(t.price) : 0n);
    const best = [...targets.list].sort((a, b) => Number(back(b) - back(a)))[0];
    if (!best) continue;
    const made = await send<{ item: { id: number; goods: Goods } }>(
      player,
      '/api/extend/replaceGoods',
      { rucksackIds, targetGoodsId: best.goodsId },
    );
    player.bag = player.bag.filter((e) => !rucksackIds.includes(e.id));
    player.bag.push({ id: made.item.id, cents: cents(made.item.goods.price) });
  }
};

/** Signs a contract for every 10 items. */
const contractAll: Step = async (_server, player) => {
  for (const group of offers(player, 10)) {
    const rucksackIds = group.map((e) => e.id);
    const preview = await send<{ ladder: Array<{ goods: Goods }> }>(
      player,
      '/api/extend/contractPreview',
      { rucksackIds },
    );
    const signed = await send<{ item: { id: number; goods: Goods } }>(
      player,
      '/api/extend/signContract',
      { rucksackIds, ladderGoodsIds: preview.ladder.map((r) => r.goods.goodsId) },
    );
    player.bag = player.bag.filter((e) => !rucksackIds.includes(e.id));
    player.bag.push({ id: signed.item.id, cents: cents(signed.item.goods.price) });
  }
};

/** Refines the whole bag and spends all the ammo on the cheapest ammo box. */
const refineAndOpen: Step = async (server, player) => {
  while (player.bag.length > 0) {
    const batch = player.bag.splice(0, 50).map((e) => e.id);
    await send(player, '/api/extend/userRefineGoods', { rucksackIds: batch });
  }
  const boxes = await send<{ list: Array<{ boxId: number; price: string }> }>(
    player,
    '/api/extend/ammoBoxes',
    {},
  );
  const cheapest = boxes.list[0];
  if (!cheapest) throw new Error('no ammo box');
  for (;;) {
    const ammo = await getBalanceCents(server.database.db, player.userId, 'ammon');
    const count =
      Number(ammo / cents(cheapest.price)) > 5 ? 5 : Number(ammo / cents(cheapest.price));
    if (count === 0) return;
    const opened = await send<{ results: Array<{ bagItemId: number; goods: Goods }> }>(
      player,
      '/api/extend/openAmmoBox',
      { boxId: cheapest.boxId, count },
    );
    player.bag.push(
      ...opened.results.map((r) => ({ id: r.bagItemId, cents: cents(r.goods.price) })),
    );
  }
};

const sellAll: Step = async (_server, player) => {
  while (player.bag.length > 0) {
    await send(player, '/api/user/sell', { ids: player.bag.splice(0, 100).map((e) => e.id) });
  }
};

const STRATEGIES = [
  { name: 'box open → replacement → sell', round: [openBoxes, replaceAll, sellAll] },
  { name: 'box open → contract → sell', round: [openBoxes, contractAll, sellAll] },
  { name: 'box open → refine → ammo box → sell', round: [openBoxes, refineAndOpen, sellAll] },
];

describe('the trade-up economy simulation', () => {
  const server = checkedTestServer();

  it.each(STRATEGIES)(
    'a greedy player ends with fewer coins than it started with: $name',
    async ({ name, round }) => {
      const granted = await playerWithCoins(server(), START_COINS);
      await fixSeeds(server().database.db, granted.userId, `trade-up simulation: ${name}`);
      const player: Player = { userId: granted.userId, call: granted.call, bag: [] };
      const coinsAfter: bigint[] = [];
      for (let i = 0; i < ROUNDS; i += 1) {
        for (const step of round) await step(server(), player);
        coinsAfter.push(await getBalanceCents(server().database.db, player.userId, 'amount'));
      }
      console.info(
        `trade-up simulation, ${name}: ${START_COINS} coins → ${coinsAfter.map((c) => (Number(c) / 100).toFixed(2)).join(' → ')}`,
      );
      expect(coinsAfter.at(-1)).toBeLessThan(START_COINS * 100n);
    },
    240_000,
  );
});
