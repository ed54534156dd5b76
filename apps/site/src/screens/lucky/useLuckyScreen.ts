import type { GoodsSummary, LuckySort } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import type { Layout } from '../../layout/device';
import { useHref, useLayout } from '../../routing/layoutContext';
import { usePaged, type PageOf, type Paged } from '../../shared/frame/Paged';
import { useGoodsFilters, type GoodsFilters } from '../../shared/goods/useGoodsFilters';

export interface LuckyScreen {
  layout: Layout;
  filters: GoodsFilters;
  sort: LuckySort;
  setSort(sort: LuckySort): void;
  goods: Paged<GoodsSummary, PageOf<GoodsSummary>>;
  /** The target's page. */
  hrefOf(goodsId: number): string;
}

/**
 * The lucky catalogue's state (GAMES.md section 4): the goods filters, the price order (the
 * dearest first: the items players dream of) and the paged targets.
 */
export function useLuckyScreen(): LuckyScreen {
  const layout = useLayout();
  const details = useHref('luckyDetails');
  const root = useStores();
  const filters = useGoodsFilters();
  const [sort, setSort] = useState<LuckySort>('priceDesc');
  const query = { ...filters.query, sort };
  const goods = usePaged(
    layout,
    (page) => root.api.lucky.goods({ page, ...query }),
    JSON.stringify(query),
  );
  return {
    layout,
    filters,
    sort,
    setSort,
    goods,
    hrefOf: (goodsId) => `${details}?goodsId=${goodsId}`,
  };
}
