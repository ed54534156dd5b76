import { centsToMoney, extend, user } from '@skinbox/api';
import { toGoodsSummary } from '../../catalogue/goods';
import { route } from '../../http/route';
import { getBalances } from '../../money/ledger';
import type { ModuleDeps } from '../../platform/deps';
import { entriesInBag } from '../bagQueries';
import { refine } from './actions';

/** Refining: what may be refined (getRucksackMaterials), the rate, and the melting itself. */
export function registerRefining({ app, db, config, clock }: ModuleDeps) {
  const assets = config.ASSET_BASE_URL;
  const rate = config.tradeup.refineRateBasisPoints;

  route(app, user.getRucksackMaterials, async (page, { userId, locale }) => {
    const { rows, total } = await entriesInBag(db, userId, page);
    return {
      list: rows.map((row) => ({ id: row.id, goods: toGoodsSummary(row, locale, assets) })),
      total,
    };
  });

  route(app, extend.refineTerms, async (_input, { userId }) => ({
    rateBasisPoints: rate,
    ammon: (await getBalances(db, userId)).ammon,
  }));

  route(app, extend.userRefineGoods, async ({ rucksackIds }, { userId }) => {
    const { ammo, balance } = await refine(db, userId, rucksackIds, rate, clock.now());
    return { ammo: centsToMoney(ammo), ammon: centsToMoney(balance) };
  });
}
