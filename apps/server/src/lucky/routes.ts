import { centsToMoney, lucky } from '@skinbox/api';
import { getBalances } from '../money/ledger';
import type { ModuleDeps } from '../platform/deps';
import { AppError } from '../http/errors';
import { route, type RouteContext } from '../http/route';
import { targetPriceCents, tryLuck } from './actions';
import { luckyGoods, luckyTarget, luckyTriesOf } from './queries';
import { luckyCosts } from './rules/cost';

/** Lucky item calls (GAMES.md section 4): the targets, one target's costs, a try, the tries. */
export function registerLucky({ app, db, config, clock }: ModuleDeps) {
  const rtp = config.economy.BOX_RTP;
  const view = ({ locale }: RouteContext) => ({ locale, assets: config.ASSET_BASE_URL });

  route(app, lucky.goods, async (input, context) => luckyGoods(db, input, view(context)));

  route(app, lucky.detail, async ({ goodsId }, context) => {
    const priceCents = await targetPriceCents(db, goodsId);
    const goods = await luckyTarget(db, goodsId, view(context));
    if (!goods) throw new AppError(404, 'errors.luckyGoodsNotFound');
    return {
      goods,
      rtp: rtp.toFixed(2),
      costs: luckyCosts(priceCents, rtp).map((c) => ({
        chance: c.chance,
        cost: centsToMoney(c.costCents),
      })),
    };
  });

  route(app, lucky.tryLuck, async ({ goodsId, chance }, context) => {
    const tryId = await tryLuck(db, context.userId, goodsId, chance, rtp, clock.now());
    const [made] = (
      await luckyTriesOf(db, context.userId, { page: 1, pageSize: 1 }, view(context), { tryId })
    ).list;
    if (!made) throw new Error(`lucky try ${tryId} vanished`);
    const balances = await getBalances(db, context.userId);
    return { ...made, amount: balances.amount };
  });

  route(app, lucky.tries, async ({ page, pageSize }, context) =>
    luckyTriesOf(db, context.userId, { page, pageSize }, view(context)),
  );
}
