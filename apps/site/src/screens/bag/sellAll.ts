import { BAG_ACTION_MAX, MAX_PAGE_SIZE, type ApiResult } from '@skinbox/api';
import type { GameApi } from '../../shared/gameApi';
import { sumMoney } from '../../shared/goods/money';

/**
 * Sells everything still in the bag: reads every item in state 'bag', the largest pages the
 * listing gives, then sells them in sales of at most BAG_ACTION_MAX. Stops at the first failure
 * (the HTTP client has shown it); what was sold before it stays sold.
 */
export async function sellAll(api: GameApi): Promise<ApiResult<{ credited: string }>> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const result = await api.bag.rucksackGoods({ page, pageSize: MAX_PAGE_SIZE, state: 'bag' });
    if (!result.ok) return result;
    ids.push(...result.data.list.map((item) => item.id));
    if (result.data.list.length < MAX_PAGE_SIZE || ids.length >= result.data.total) break;
  }
  const credited: string[] = [];
  let last: ApiResult<{ credited: string; amount: string }> | null = null;
  for (let start = 0; start < ids.length; start += BAG_ACTION_MAX) {
    last = await api.bag.sell({ ids: ids.slice(start, start + BAG_ACTION_MAX) });
    if (!last.ok) return last;
    credited.push(last.data.credited);
  }
  if (last === null) return { ok: true, code: 0, msg: '', data: { credited: '0.00' } };
  return { ...last, data: { credited: sumMoney(credited) } };
}
