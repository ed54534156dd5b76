import {
  MALL_SORTS,
  translateError,
  type ApiResult,
  type MallGoods,
  type MallSort,
} from '@skinbox/api';
import { useStores, type RootStore } from '@skinbox/stores';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';
import { confirmInDialog, type Confirm } from '../../shared/frame/confirm';
import { usePaged, type PageOf, type Paged } from '../../shared/frame/Paged';
import { useAction } from '../../shared/frame/useAction';
import { useCall, type CallState } from '../../shared/frame/useCall';
import { useGameApi, type GameApi } from '../../shared/gameApi';
import { useGoodsFilters, type GoodsFilters } from '../../shared/goods/useGoodsFilters';
import { useGoodsSearch, type GoodsSearch } from '../../shared/goods/useGoodsSearch';
import { mallMessages } from './messages';
import { useAskSignIn } from '../../shared/account/useAskSignIn';

export type Currency = MallGoods['currency'];

type AnswerOf<C> = C extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : never;
type GoodsAttributes = AnswerOf<RootStore['api']['index']['getGoodsAttributes']>;
type MallQuota = AnswerOf<GameApi['mall']['quota']>;

export interface MallScreen {
  layout: Layout;
  signedIn: boolean;
  /** The player's points, shown beside the points mall. */
  points: string;
  currency: Currency;
  setCurrency(currency: Currency): void;
  /** The name search and order in the row above the offers. */
  search: GoodsSearch<MallSort>;
  filters: GoodsFilters;
  /** The search, a filter or the category narrows the offers (finding none is then no match). */
  filtered: boolean;
  category: string;
  setCategory(category: string): void;
  attributes: CallState<GoodsAttributes>;
  goods: Paged<MallGoods, PageOf<MallGoods>>;
  quota: CallState<MallQuota>;
  /** The one item chosen for exchange. */
  chosen: MallGoods | null;
  /** Chooses an item, or unchooses the chosen one. */
  toggle(offer: MallGoods): void;
  outcome: { tone: 'error' | 'success'; text: string } | null;
  busy: boolean;
  exchange(): Promise<void>;
}

/**
 * The mall's state (SPEC sections 2, 5, 6, 9): points or coin mall, the name search and order,
 * the goods filters and the category, the paged offers, the quota for signed-in players, and one
 * exchange at a time of the chosen item, confirmed first (`confirm`: the kit's dialog on the
 * site). A new search, order or filter drops the choice.
 */
export function useMallScreen({
  confirm = confirmInDialog,
}: { confirm?: Confirm } = {}): MallScreen {
  const layout = useLayout();
  const intl = useIntl();
  const root = useStores();
  const askSignIn = useAskSignIn();
  const api = useGameApi();
  const signedIn = root.user.isLoggedIn;
  const action = useAction();
  const [currency, setCurrency] = useState<Currency>('point');
  const [category, setCategory] = useState('');
  const [chosen, setChosen] = useState<MallGoods | null>(null);
  const [outcome, setOutcome] = useState<MallScreen['outcome']>(null);
  const search = useGoodsSearch(MALL_SORTS, () => setChosen(null));
  const filters = useGoodsFilters(() => setChosen(null));

  const attributes = useCall(() => root.api.index.getGoodsAttributes(), 'attributes');
  const query = {
    currency,
    ...search.query,
    ...filters.query,
    ...(category ? { category } : {}),
  };
  const goods = usePaged(
    layout,
    (page) => api.mall.list({ page, ...query }),
    JSON.stringify(query),
  );
  const quota = useCall(() => api.mall.quota(), `quota:${currency}`, signedIn);

  async function exchange() {
    if (!signedIn) {
      askSignIn();
      return;
    }
    // SPEC section 5: an item must be chosen.
    if (!chosen) {
      setOutcome({
        tone: 'error',
        text: translateError('errors.mallNoneChosen', root.prefs.language),
      });
      return;
    }
    const question = intl.formatMessage(mallMessages.confirm, {
      name: chosen.goods.name,
      cost: chosen.cost,
      currency: chosen.currency,
    });
    if (!(await confirm(question))) return;
    const result = await action.call(
      () => api.mall.buyMallGoods({ mallGoodsId: chosen.mallGoodsId }),
      [goods.reload, quota.reload],
    );
    if (!result.ok) {
      setOutcome({ tone: 'error', text: intl.formatMessage(mallMessages.failed) });
      return;
    }
    setOutcome({ tone: 'success', text: intl.formatMessage(mallMessages.success) });
    setChosen(null);
  }

  return {
    layout,
    signedIn,
    points: root.user.assets.point,
    currency,
    setCurrency(next) {
      setCurrency(next);
      setChosen(null);
    },
    search,
    filters,
    filtered: search.searching || filters.active > 0 || category !== '',
    category,
    setCategory(next) {
      setCategory(next);
      setChosen(null);
    },
    attributes,
    goods,
    quota,
    chosen,
    toggle(offer) {
      setChosen((current) => (current?.mallGoodsId === offer.mallGoodsId ? null : offer));
    },
    outcome,
    busy: action.busy,
    exchange,
  };
}
