import {
  translateError,
  type ApiResult,
  type BagItem,
  type BagItemState,
  type ErrorKey,
  type Exterior,
  type QualityGrade,
} from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Button, Price } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { Choices } from '../game/frame/Choices';
import { Notice } from '../game/frame/Notice';
import { Page } from '../game/frame/Page';
import { Pager } from '../game/frame/Pager';
import { RangeFields } from '../game/frame/RangeFields';
import { SelectField } from '../game/frame/SelectField';
import { SignInPrompt } from '../game/frame/SignInPrompt';
import { minAboveMax, priceBound } from '../game/frame/range';
import { useCall } from '../game/frame/useCall';
import { useGameApi } from '../game/gameApi';
import { exteriorChoices, qualityChoices, type Any } from '../game/goods/choices';
import { GoodsGrid } from '../game/goods/GoodsGrid';
import { GoodsTile } from '../game/goods/GoodsTile';
import { goodsMessages } from '../game/goods/messages';
import { sumMoney } from '../game/goods/money';
import { bagMessages } from './messages';
import { cancelRefusal, extractRefusal, sellRefusal } from './rules';

const STATE_LABEL = {
  bag: bagMessages.stateBag,
  extracting: bagMessages.stateExtracting,
  extracted: bagMessages.stateExtracted,
} as const;

type Outcome = { tone: 'error' | 'success'; text: ReactNode } | null;

/** The bag (SPEC sections 2, 4, 5): filters, multi-select, sell, extract and cancel extraction. */
export const Bag = observer(function Bag({ layout }: { layout: Layout }) {
  const intl = useIntl();
  const root = useStores();
  const api = useGameApi();
  const signedIn = root.user.isLoggedIn;

  const [state, setState] = useState<BagItemState | Any>('');
  const [quality, setQuality] = useState<QualityGrade | Any>('');
  const [exterior, setExterior] = useState<Exterior | Any>('');
  const [price, setPrice] = useState({ min: '', max: '' });
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Map<number, BagItem>>(new Map());
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const priceValid = !minAboveMax(price.min, price.max);
  const filter = {
    page,
    ...(state ? { state } : {}),
    ...(quality ? { quality } : {}),
    ...(exterior ? { exterior } : {}),
    ...(priceValid ? { minPrice: priceBound(price.min), maxPrice: priceBound(price.max) } : {}),
  };
  const bag = useCall(() => api.bag.rucksackGoods(filter), JSON.stringify(filter), signedIn);

  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  function toggle(item: BagItem) {
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(item.id)) next.delete(item.id);
      else next.set(item.id, item);
      return next;
    });
  }

  const refuse = (key: ErrorKey) =>
    setOutcome({
      tone: 'error',
      text: (
        <>
          {translateError(key, root.prefs.language)}
          {key === 'errors.tradeLinkRequired' && (
            <>
              {' '}
              <Link to={layout === 'm' ? '/m/personal' : '/p/me/personal'}>
                {intl.formatMessage(bagMessages.bindTradeLink)}
              </Link>
            </>
          )}
        </>
      ),
    });

  /** Checks SPEC section 5's rule first; the server checks it again and answers for real. */
  async function act<T>(
    refusal: ErrorKey | null,
    call: (ids: number[]) => Promise<ApiResult<T>>,
    success: (data: T) => ReactNode,
  ) {
    if (refusal) {
      refuse(refusal);
      return;
    }
    setBusy(true);
    const result = await call([...chosen.keys()]);
    setBusy(false);
    if (!result.ok) {
      setOutcome(null);
      return;
    }
    setOutcome({ tone: 'success', text: success(result.data) });
    setChosen(new Map());
    bag.reload();
    void root.user.loadInfo();
  }

  const items = [...chosen.values()];
  const list = bag.data?.list ?? [];

  return (
    <Page
      layout={layout}
      title={intl.formatMessage(bagMessages.heading)}
      actions={
        bag.data && (
          <span>
            {intl.formatMessage(bagMessages.bagValue)} <Price value={bag.data.bagValue} />
          </span>
        )
      }
    >
      {!signedIn ? (
        <SignInPrompt />
      ) : (
        <>
          <div
            role="search"
            aria-label={intl.formatMessage(bagMessages.filters)}
            css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}
          >
            <Choices
              label={intl.formatMessage(bagMessages.state)}
              choices={[
                { value: '' as const, label: intl.formatMessage(goodsMessages.all) },
                ...(['bag', 'extracting', 'extracted'] as const).map((s) => ({
                  value: s,
                  label: intl.formatMessage(STATE_LABEL[s]),
                })),
              ]}
              value={state}
              onChange={refilter<BagItemState | Any>(setState)}
            />
            <SelectField
              label={intl.formatMessage(goodsMessages.quality)}
              choices={qualityChoices(intl)}
              value={quality}
              onChange={refilter<QualityGrade | Any>(setQuality)}
            />
            <SelectField
              label={intl.formatMessage(goodsMessages.exterior)}
              choices={exteriorChoices(intl)}
              value={exterior}
              onChange={refilter<Exterior | Any>(setExterior)}
            />
            <RangeFields
              minLabel={intl.formatMessage(goodsMessages.minPrice)}
              maxLabel={intl.formatMessage(goodsMessages.maxPrice)}
              min={price.min}
              max={price.max}
              onChange={refilter<{ min: string; max: string }>(setPrice)}
              rangeError="errors.priceRange"
            />
          </div>

          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
            <Button
              size="small"
              onClick={() =>
                setChosen(
                  (current) =>
                    new Map([...current, ...list.map((item) => [item.id, item] as const)]),
                )
              }
            >
              {intl.formatMessage(bagMessages.selectPage)}
            </Button>
            <Button size="small" onClick={() => setChosen(new Map())}>
              {intl.formatMessage(bagMessages.clear)}
            </Button>
            <span aria-live="polite">
              {intl.formatMessage(bagMessages.chosen, {
                count: items.length,
                total: sumMoney(items.map((item) => item.goods.price)),
              })}
            </span>
          </div>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <Button
              variant="primary"
              disabled={busy}
              onClick={() =>
                void act(
                  sellRefusal(items),
                  (ids) => api.bag.sell({ ids }),
                  (data) => intl.formatMessage(bagMessages.sold, { credited: data.credited }),
                )
              }
            >
              {intl.formatMessage(bagMessages.sell)}
            </Button>
            <Button
              disabled={busy}
              onClick={() =>
                void act(
                  extractRefusal(items, root.user.ext.steamUrl),
                  (ids) => api.bag.extractGoods({ ids }),
                  () => intl.formatMessage(bagMessages.extracted),
                )
              }
            >
              {intl.formatMessage(bagMessages.extract)}
            </Button>
            <Button
              disabled={busy}
              onClick={() =>
                void act(
                  cancelRefusal(items),
                  (ids) => api.bag.cancelExtract({ ids }),
                  () => intl.formatMessage(bagMessages.cancelled),
                )
              }
            >
              {intl.formatMessage(bagMessages.cancel)}
            </Button>
          </div>
          {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}

          {bag.data && list.length === 0 && <p>{intl.formatMessage(goodsMessages.empty)}</p>}
          <GoodsGrid layout={layout}>
            {list.map((item) => (
              <GoodsTile
                key={item.id}
                goods={item.goods}
                note={intl.formatMessage(STATE_LABEL[item.state])}
                selected={chosen.has(item.id)}
                onToggle={() => toggle(item)}
              />
            ))}
          </GoodsGrid>
          <Pager page={page} total={bag.data?.total ?? 0} onPage={setPage} />
        </>
      )}
    </Page>
  );
});
