import { eq } from 'drizzle-orm';
import { boxRtpReport } from '../catalogue/rtpReport';
import { itemPriceCents } from '../catalogue/goods';
import type { Db } from '../db/database';
import { BoxType, extend } from '@skinbox/api';
import type { ServerConfig } from '../config';
import { catalogueItems, mallGoods } from '../db/schema';
import {
  battleReturn,
  coinMallReturn,
  contractReturn,
  crashReturn,
  luckyTryReturn,
  openAndSellReturn,
  POINT_VALUE,
  pointsMallReturn,
  refineAmmoBoxReturn,
  replacementReturn,
  SELL_BACK_RATE,
} from '../economy/rules/expectedReturn';
import { withTurnoverRewards } from '../economy/rules/rewards';
import { withLossPackets } from '../economy/rules/promotions';
import { luckyTargetReturns } from '../lucky/queries';

export interface LoopReturn {
  loop: string;
  /** Coins back per coin spent (per point spent for the points mall). */
  best: number;
  worst: number;
  /** What the best figure comes from, e.g. 'box 12 (Chroma Case)'. */
  bestOf: string;
}

function spread<T>(rows: readonly T[], figure: (row: T) => number, name: (row: T) => string) {
  const scored = rows.map((row) => ({ value: figure(row), name: name(row) }));
  scored.sort((a, b) => b.value - a.value);
  const best = scored[0];
  const worst = scored.at(-1);
  return best && worst ? { best: best.value, worst: worst.value, bestOf: best.name } : undefined;
}

/**
 * The expected return of each loop at today's prices (box RTPs, mall offers) and settings (the
 * trade-up rates, crash's house edge), best and worst, for the `economy` ops verb. Loops the
 * database has nothing for (no boxes, no offers) are left out.
 */
export async function economyReport(
  db: Db,
  { tradeup, crash, economy }: Pick<ServerConfig, 'tradeup' | 'crash' | 'economy'>,
): Promise<LoopReturn[]> {
  const everyBox = await boxRtpReport(db);
  // Only site boxes open alone: battle boxes are opened in battles (their loop below), and ammo
  // boxes cost ammo, not coins (the refining loop).
  const boxes = everyBox.filter((b) => b.type === BoxType.site);
  const ammoBoxes = everyBox.filter((b) => b.type === BoxType.ammo);
  const battleBoxes = everyBox.filter((b) => b.type === BoxType.battle);
  const offers = await db
    .select({ id: mallGoods.id, currency: mallGoods.currency, price: itemPriceCents })
    .from(mallGoods)
    .innerJoin(catalogueItems, eq(catalogueItems.id, mallGoods.itemId))
    .where(eq(mallGoods.enabled, true));
  const offerName = (o: { id: number }) => `mall offer ${o.id}`;
  const loops: Array<[string, ReturnType<typeof spread>]> = [
    [
      'box RTP',
      spread(
        boxes,
        (b) => b.actualRtp,
        (b) => `box ${b.boxId} (${b.name})`,
      ),
    ],
    [
      'box open → sell, points cashed',
      spread(
        boxes,
        (b) => openAndSellReturn(b.actualRtp),
        (b) => `box ${b.boxId} (${b.name})`,
      ),
    ],
    [
      'box open → sell, points, all rewards',
      spread(
        boxes,
        (b) => withTurnoverRewards(openAndSellReturn(b.actualRtp)),
        (b) => `box ${b.boxId} (${b.name})`,
      ),
    ],
    [
      'gold-coin mall → sell, points cashed',
      spread(
        offers.filter((o) => o.currency === 'amount'),
        (o) => coinMallReturn(BigInt(o.price)),
        offerName,
      ),
    ],
    [
      'points → mall → sell (coins per point)',
      spread(
        offers.filter((o) => o.currency === 'point'),
        (o) => pointsMallReturn(BigInt(o.price)),
        offerName,
      ),
    ],
    [
      // The best battle is one of the best box only; bots in the other seats change nothing.
      'battle → sell, all rewards',
      spread(
        battleBoxes,
        (b) => withTurnoverRewards(battleReturn([{ priceCents: b.priceCents, rtp: b.actualRtp }])),
        (b) => `battle of box ${b.boxId} (${b.name})`,
      ),
    ],
    [
      'crash, any cash-out',
      {
        best: crashReturn(crash.houseEdge),
        worst: crashReturn(crash.houseEdge),
        bestOf: `house edge ${crash.houseEdge}`,
      },
    ],
    [
      // Crash stakes are not turnover, but what they lose earns loss red packets.
      'crash, any cash-out, loss packets',
      {
        best: withLossPackets(crashReturn(crash.houseEdge)),
        worst: withLossPackets(crashReturn(crash.houseEdge)),
        bestOf: `house edge ${crash.houseEdge}`,
      },
    ],
  ];
  const lucky = await luckyTargetReturns(db, economy.BOX_RTP);
  loops.push([
    'lucky try → sell, points cashed',
    spread(
      lucky,
      (t) => luckyTryReturn(t.itemReturn),
      (t) => t.name,
    ),
  ]);
  const replacement = replacementReturn(
    tradeup.replaceMarkupBasisPoints,
    extend.REPLACE_MIN_PERCENT_OF_BAG,
  );
  const contract = contractReturn(tradeup.contractRtpBasisPoints);
  loops.push(
    [
      'replacement → sell, lucky bag',
      {
        best: replacement,
        // A target priced at the bag value itself: no lucky bag, the whole markup paid.
        worst: (10_000 / tradeup.replaceMarkupBasisPoints) * SELL_BACK_RATE,
        bestOf: `target at ${extend.REPLACE_MIN_PERCENT_OF_BAG} % of the bag value`,
      },
    ],
    ['contract → sell', { best: contract, worst: contract, bestOf: 'every ladder' }],
    [
      'refine → ammo box → sell',
      spread(
        ammoBoxes,
        (b) => refineAmmoBoxReturn(tradeup.refineRateBasisPoints, b.actualRtp),
        (b) => `ammo box ${b.boxId} (${b.name})`,
      ),
    ],
  );
  return [
    ...loops.flatMap(([loop, figures]) => (figures ? [{ loop, ...figures }] : [])),
    { loop: 'sell-back rate', best: SELL_BACK_RATE, worst: SELL_BACK_RATE, bestOf: 'every item' },
    { loop: 'point value (coins)', best: POINT_VALUE, worst: POINT_VALUE, bestOf: 'points mall' },
  ];
}
