import { centsToMoney, extend, moneyToCents } from '@skinbox/api';
import { toGoodsSummary } from '../../catalogue/goods';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';
import { getBalances } from '../../money/ledger';
import type { ModuleDeps } from '../../platform/deps';
import { readEntries, requireAllInBag, totalCents } from '../../bag/moves';
import { goodsOf } from '../goods';
import { replace } from './actions';
import { entriesInBag } from '../bagQueries';
import { targetsPage } from './queries';
import { estimateRefusal, maxReplaceCents, minReplaceCents, offerRefusal } from './rules/offer';

/** SPEC section 7's replacement calls: userRucksackWeapons, getReplaceGoods, replaceGoods. */
export function registerReplacement({ app, db, config, clock }: ModuleDeps) {
  const assets = config.ASSET_BASE_URL;
  const markup = config.tradeup.replaceMarkupBasisPoints;

  route(app, extend.userRucksackWeapons, async (page, { userId, locale }) => {
    const { rows, total, valueCents } = await entriesInBag(db, userId, page);
    return {
      list: rows.map((row) => ({ id: row.id, goods: toGoodsSummary(row, locale, assets) })),
      total,
      bagValue: centsToMoney(valueCents),
    };
  });

  route(app, extend.getReplaceGoods, async (input, { userId, locale }) => {
    const entries = await readEntries(db, userId, input.rucksackIds);
    requireAllInBag(entries, input.rucksackIds);
    const bagValue = totalCents(entries);
    const offer = offerRefusal(entries.length, bagValue);
    if (offer) throw new AppError(409, offer);
    const estimate = input.estimate === undefined ? bagValue : moneyToCents(input.estimate);
    const refusal = estimateRefusal(estimate, bagValue);
    if (refusal) throw new AppError(409, refusal);
    const minCents = minReplaceCents(bagValue);
    const maxCents = maxReplaceCents(estimate);
    const { rows, total } = await targetsPage(db, input, {
      minCents,
      maxCents,
      minStock: extend.REPLACE_MIN_STOCK,
      markupBasisPoints: markup,
      keyword: input.keyword,
      locale,
    });
    return {
      list: rows.map((row) => ({
        ...toGoodsSummary(row, locale, assets),
        price: centsToMoney(BigInt(row.replaceCents)),
        value: centsToMoney(BigInt(row.priceCents)),
        stock: row.stock,
      })),
      total,
      bagValue: centsToMoney(bagValue),
      estimate: centsToMoney(estimate),
      maxPrice: centsToMoney(maxCents),
      minPrice: centsToMoney(minCents),
    };
  });

  route(app, extend.replaceGoods, async ({ rucksackIds, targetGoodsId }, { userId, locale }) => {
    const made = await replace(db, userId, rucksackIds, targetGoodsId, markup, clock.now());
    return {
      item: { id: made.bagItemId, goods: await goodsOf(db, targetGoodsId, locale, assets) },
      luckyBagAmount: centsToMoney(made.luckyCents),
      amount: (await getBalances(db, userId)).amount,
    };
  });
}
