import type { GoodsSummary, LuckyTry } from '@skinbox/api';
import { LUCKY_VECTORS } from '@skinbox/fairness';
import { AT, goods, present } from '../../testing/gameFixtures';
import type { MockRoutes } from '../../testing/mockTransport';

/**
 * Lucky targets and tries shaped by the contract for the lucky screens' tests and stories. The
 * revealed try is a fairness vector, so its verification really passes in the browser.
 */
export const LUCKY_GOODS: GoodsSummary[] = [
  goods(41, {
    name: '蝴蝶刀 | 渐变之色',
    price: '1860.00',
    quality: 'covert',
    exterior: 'factoryNew',
  }),
  goods(42, { name: 'AWP | 二西莫夫', price: '268.40', quality: 'covert' }),
  goods(43, { name: 'AK-47 | 火神', price: '96.50', quality: 'covert', exterior: 'minimalWear' }),
  goods(44, { name: 'USP 消音版 | 黑水', price: '3.55', quality: 'restricted' }),
];

export const TARGET = present(LUCKY_GOODS[1]);

/** target × chance ÷ 0.9, rounded up to the cent, as the server prices it. */
export function luckyCost(price: string, chance: number): string {
  const cents = Math.round(Number(price) * 100);
  const cost = Math.ceil((cents * chance * 100) / 9000);
  return (cost / 100).toFixed(2);
}

export function luckyDetail(target: GoodsSummary = TARGET) {
  return {
    goods: target,
    rtp: '0.90',
    costs: Array.from({ length: 76 }, (_, i) => ({
      chance: i + 5,
      cost: luckyCost(target.price, i + 5),
    })),
  };
}

const revealed = present(LUCKY_VECTORS[2]);

export function luckyTry(tryId: number, overrides: Partial<LuckyTry> = {}): LuckyTry {
  return {
    tryId,
    goods: TARGET,
    chance: 5,
    cost: luckyCost(TARGET.price, 5),
    won: false,
    ticket: 58097,
    winningTickets: 5000,
    rollId: 100 + tryId,
    serverSeedHash: 'c'.repeat(64),
    serverSeed: null,
    clientSeed: 'my-seed',
    nonce: tryId,
    bagItemId: null,
    createdAt: AT,
    ...overrides,
  };
}

/** A won try from a revealed seed pair: the fairness vector at 5 %, ticket 975. */
export const REVEALED_TRY = luckyTry(3, {
  won: true,
  ticket: revealed.ticket,
  serverSeed: revealed.serverSeed,
  serverSeedHash: '8362b0f05f31316d0b21df61371ea6a3e4e669c2aa3c9b62293e9e3a5576e047',
  clientSeed: revealed.clientSeed,
  nonce: revealed.nonce,
  bagItemId: 77,
});

export const TRIES: LuckyTry[] = [REVEALED_TRY, luckyTry(2), luckyTry(1, { chance: 30 })];

/** The lucky calls answered from fixtures. */
export function luckyRoutes(): MockRoutes {
  return {
    '/api/lucky/goods': () => ({ list: LUCKY_GOODS, total: LUCKY_GOODS.length }),
    '/api/lucky/detail': () => luckyDetail(),
    '/api/lucky/tries': () => ({ list: TRIES, total: TRIES.length }),
  };
}
