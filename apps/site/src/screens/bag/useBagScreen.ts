import {
  BAG_SORTS,
  bagErrors,
  translateFrom,
  type ApiResult,
  type BagItem,
  type BagItemState,
  type BagSort,
} from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Layout } from '../../layout/device';
import { useHref, useLayout } from '../../routing/layoutContext';
import { confirmInDialog, type Confirm } from '../../shared/frame/confirm';
import { usePaged, type PageOf, type Paged } from '../../shared/frame/Paged';
import { useAction } from '../../shared/frame/useAction';
import { useGameApi } from '../../shared/gameApi';
import type { Any } from '../../shared/goods/choices';
import { sumMoney } from '../../shared/goods/money';
import { useGoodsFilters, type GoodsFilters } from '../../shared/goods/useGoodsFilters';
import { useGoodsSearch, type GoodsSearch } from '../../shared/goods/useGoodsSearch';
import { useExtractionLock, type ExtractionLock } from './extraction-lock/useExtractionLock';
import { bagMessages } from './messages';
import { cancelRefusal, extractRefusal, sellRefusal, type BagRefusal } from './rules';
import { sellAll } from './sellAll';

/** A page of the bag: its items and the value of the whole bag. */
export interface BagPage extends PageOf<BagItem> {
  bagValue: string;
}

/** What the last action said: a refusal or failure, or what it did. */
export type BagOutcome =
  | {
      tone: 'error';
      text: string;
      /** Offer to bind a trade link (it was missing). */ bindTradeLink: boolean;
    }
  | { tone: 'success'; text: string };

export interface BagScreen {
  layout: Layout;
  signedIn: boolean;
  /** Why items cannot leave yet, if they cannot: a panel above the items. */
  lock: ExtractionLock;
  /** The personal page, where a trade link is bound. */
  personalHref: string;
  state: BagItemState | Any;
  setState(state: BagItemState | Any): void;
  /** The name search and order in the row above the items. */
  search: GoodsSearch<BagSort>;
  filters: GoodsFilters;
  /** A state tab, the search or a filter narrows the listing (an empty one is then no empty bag). */
  filtered: boolean;
  bag: Paged<BagItem, BagPage>;
  /** The cases (the home), where an empty bag leads. */
  homeHref: string;
  chosen: ReadonlyMap<number, BagItem>;
  toggle(item: BagItem): void;
  /** Adds the rows shown to the choice. */
  choosePage(): void;
  clearChoice(): void;
  /** How many are chosen, and their total value. */
  count: number;
  total: string;
  outcome: BagOutcome | null;
  busy: boolean;
  sell(): Promise<void>;
  /** Value of everything still in the bag (the sell-all button), null before the first page. */
  bagValue: string | null;
  /** Sells everything still in the bag, after asking. */
  sellAll(): Promise<void>;
  extract(): Promise<void>;
  cancelExtraction(): Promise<void>;
}

/**
 * The bag's state (SPEC sections 2, 4, 5): the state tab, the name search and order, the goods
 * filters, the paged items, the choice, and sell, extract and cancel extraction, each checked
 * against SPEC section 5's rule first and then confirmed (`confirm`: the kit's dialog on the site); the server checks again.
 */
export function useBagScreen({ confirm = confirmInDialog }: { confirm?: Confirm } = {}): BagScreen {
  const layout = useLayout();
  const personalHref = useHref('personal');
  const homeHref = useHref('home');
  const intl = useIntl();
  const root = useStores();
  const api = useGameApi();
  const signedIn = root.user.isLoggedIn;
  const action = useAction();
  const lock = useExtractionLock();
  const [state, setState] = useState<BagItemState | Any>('');
  const search = useGoodsSearch(BAG_SORTS);
  const filters = useGoodsFilters();
  const [chosen, setChosen] = useState<Map<number, BagItem>>(new Map());
  const [outcome, setOutcome] = useState<BagOutcome | null>(null);

  const query = { ...(state ? { state } : {}), ...search.query, ...filters.query };
  const bag = usePaged(
    layout,
    (page) => api.bag.rucksackGoods({ page, ...query }),
    JSON.stringify(query),
    signedIn,
  );
  const items = [...chosen.values()];
  const count = items.length;
  const total = sumMoney(items.map((item) => item.goods.price));

  async function act<T>(
    refusal: BagRefusal | null,
    question: string,
    call: (ids: number[]) => Promise<ApiResult<T>>,
    success: (data: T) => string,
  ) {
    if (refusal) {
      setOutcome({
        tone: 'error',
        text: translateFrom(bagErrors, refusal, root.prefs.language),
        bindTradeLink: refusal === 'errors.tradeLinkRequired',
      });
      return;
    }
    setOutcome(null);
    if (!(await confirm(question))) return;
    const result = await action.call(() => call([...chosen.keys()]), [bag.reload]);
    if (!result.ok) return;
    setOutcome({ tone: 'success', text: success(result.data) });
    setChosen(new Map());
  }

  const bagValue = bag.data?.bagValue ?? null;

  return {
    layout,
    signedIn,
    lock,
    personalHref,
    state,
    setState,
    search,
    filters,
    // The order alone narrows nothing.
    filtered: Boolean(state) || search.searching || Object.keys(filters.query).length > 0,
    bag,
    homeHref,
    chosen,
    toggle(item) {
      setChosen((current) => {
        const next = new Map(current);
        if (next.has(item.id)) next.delete(item.id);
        else next.set(item.id, item);
        return next;
      });
    },
    choosePage() {
      setChosen((current) => new Map([...current, ...bag.items.map((i) => [i.id, i] as const)]));
    },
    clearChoice() {
      setChosen(new Map());
    },
    count,
    total,
    outcome,
    busy: action.busy,
    sell: () =>
      act(
        sellRefusal(items),
        intl.formatMessage(bagMessages.confirmSell, { count, total }),
        (ids) => api.bag.sell({ ids }),
        (data) => intl.formatMessage(bagMessages.sold, { credited: data.credited }),
      ),
    bagValue,
    async sellAll() {
      setOutcome(null);
      const question = intl.formatMessage(bagMessages.confirmSellAll, { total: bagValue ?? '0' });
      if (!(await confirm(question))) return;
      const result = await action.call(() => sellAll(api), [bag.reload]);
      if (!result.ok) return;
      setOutcome({
        tone: 'success',
        text: intl.formatMessage(bagMessages.sold, { credited: result.data.credited }),
      });
      setChosen(new Map());
    },
    extract: () =>
      act(
        extractRefusal(items, root.user.ext.steamUrl),
        intl.formatMessage(bagMessages.confirmExtract, { count }),
        (ids) => api.bag.extractGoods({ ids }),
        () => intl.formatMessage(bagMessages.extracted),
      ),
    cancelExtraction: () =>
      act(
        cancelRefusal(items),
        intl.formatMessage(bagMessages.confirmCancel, { count }),
        (ids) => api.bag.cancelExtract({ ids }),
        () => intl.formatMessage(bagMessages.cancelled),
      ),
  };
}
