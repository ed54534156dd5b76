import { translateError, type Exterior, type MallGoods, type QualityGrade } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Button, Price } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Layout } from '../../layout/device';
import { Choices } from '../game/frame/Choices';
import { Notice } from '../game/frame/Notice';
import { Page } from '../game/frame/Page';
import { Pager } from '../game/frame/Pager';
import { RangeFields } from '../game/frame/RangeFields';
import { SelectField } from '../game/frame/SelectField';
import { minAboveMax, priceBound } from '../game/frame/range';
import { useCall } from '../game/frame/useCall';
import { useGameApi } from '../game/gameApi';
import { exteriorChoices, qualityChoices, type Any } from '../game/goods/choices';
import { GoodsGrid } from '../game/goods/GoodsGrid';
import { GoodsTile } from '../game/goods/GoodsTile';
import { goodsMessages } from '../game/goods/messages';
import { mallMessages } from './messages';

type Currency = MallGoods['currency'];
type Outcome = { tone: 'error' | 'success'; text: ReactNode } | null;

/**
 * The mall (SPEC sections 2, 5, 6, 9): filters by quality, exterior, category and price; one
 * exchange at a time of a chosen item; the quota for signed-in players.
 */
export const Mall = observer(function Mall({ layout }: { layout: Layout }) {
  const intl = useIntl();
  const root = useStores();
  const api = useGameApi();
  const signedIn = root.user.isLoggedIn;
  const [currency, setCurrency] = useState<Currency>('point');
  const [quality, setQuality] = useState<QualityGrade | Any>('');
  const [exterior, setExterior] = useState<Exterior | Any>('');
  const [category, setCategory] = useState('');
  const [price, setPrice] = useState({ min: '', max: '' });
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<MallGoods | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const attributes = useCall(() => root.api.index.getGoodsAttributes(), 'attributes');
  const priceValid = !minAboveMax(price.min, price.max);
  const filter = {
    page,
    currency,
    ...(quality ? { quality } : {}),
    ...(exterior ? { exterior } : {}),
    ...(category ? { category } : {}),
    ...(priceValid ? { minPrice: priceBound(price.min), maxPrice: priceBound(price.max) } : {}),
  };
  const goods = useCall(() => api.mall.list(filter), JSON.stringify(filter));
  const quota = useCall(() => api.mall.quota(), `quota:${currency}`, signedIn);

  function refilter<T>(set: (value: T) => void): (value: T) => void {
    return (value) => {
      set(value);
      setPage(1);
      setChosen(null);
    };
  }

  async function exchange() {
    if (!signedIn) {
      root.ui.openSignIn();
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
    setBusy(true);
    const result = await api.mall.buyMallGoods({ mallGoodsId: chosen.mallGoodsId });
    setBusy(false);
    if (!result.ok) {
      setOutcome({ tone: 'error', text: intl.formatMessage(mallMessages.failed) });
      return;
    }
    setOutcome({ tone: 'success', text: intl.formatMessage(mallMessages.success) });
    setChosen(null);
    goods.reload();
    quota.reload();
    void root.user.loadInfo();
  }

  return (
    <Page
      layout={layout}
      title={intl.formatMessage(mallMessages.heading)}
      actions={
        signedIn && (
          <span>
            {currency === 'amount' && quota.data ? (
              <>
                {intl.formatMessage(mallMessages.quota)} <Price value={quota.data.quota} />
              </>
            ) : (
              <>
                {intl.formatMessage(mallMessages.points)} {root.user.assets.point}
              </>
            )}
          </span>
        )
      }
    >
      <Choices
        label={intl.formatMessage(mallMessages.currency)}
        choices={(['point', 'amount'] as const).map((value) => ({
          value,
          label: intl.formatMessage(mallMessages[value]),
        }))}
        value={currency}
        onChange={refilter<Currency>(setCurrency)}
      />
      <div
        role="search"
        aria-label={intl.formatMessage(mallMessages.filters)}
        css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}
      >
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
        <SelectField
          label={intl.formatMessage(mallMessages.category)}
          choices={[
            { value: '', label: intl.formatMessage(goodsMessages.all) },
            ...(attributes.data?.categories ?? []).map((c) => ({ value: c.key, label: c.name })),
          ]}
          value={category}
          onChange={refilter<string>(setCategory)}
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
      <div css={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <Button variant="primary" loading={busy} onClick={() => void exchange()}>
          {intl.formatMessage(mallMessages.exchange)}
        </Button>
        {chosen && <span>{chosen.goods.name}</span>}
      </div>
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      {goods.data && goods.data.list.length === 0 && (
        <p>{intl.formatMessage(goodsMessages.empty)}</p>
      )}
      <GoodsGrid layout={layout}>
        {(goods.data?.list ?? []).map((offer) => (
          <GoodsTile
            key={offer.mallGoodsId}
            goods={offer.goods}
            price={
              offer.currency === 'amount' ? (
                <Price value={offer.cost} />
              ) : (
                intl.formatMessage(mallMessages.cost, { cost: offer.cost })
              )
            }
            note={intl.formatMessage(mallMessages.stock, { stock: offer.stock })}
            // One at a time: choosing another item replaces the choice.
            selected={chosen?.mallGoodsId === offer.mallGoodsId}
            onToggle={() =>
              setChosen((current) => (current?.mallGoodsId === offer.mallGoodsId ? null : offer))
            }
          />
        ))}
      </GoodsGrid>
      <Pager page={page} total={goods.data?.total ?? 0} onPage={setPage} />
    </Page>
  );
});
