import { translateError, type Exterior, type MallGoods, type QualityGrade } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Button, Price, showConfirmDialog, Tabs } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Layout } from '../../layout/device';
import { Notice } from '../game/frame/Notice';
import { Page } from '../game/frame/Page';
import { usePaged } from '../game/frame/Paged';
import { PickerField } from '../game/frame/PickerField';
import { RangeFields } from '../game/frame/RangeFields';
import { minAboveMax, priceBound } from '../game/frame/range';
import { useCall } from '../game/frame/useCall';
import { useGameApi } from '../game/gameApi';
import { exteriorChoices, qualityChoices, type Any } from '../game/goods/choices';
import { goodsGridCss } from '../game/goods/GoodsGrid';
import { GoodsTile } from '../game/goods/GoodsTile';
import { goodsMessages } from '../game/goods/messages';
import { mallMessages } from './messages';
import { Filters } from '../game/frame/Filters';

type Currency = MallGoods['currency'];
type Outcome = { tone: 'error' | 'success'; text: ReactNode } | null;

/**
 * The mall (SPEC sections 2, 5, 6, 9): points and coin malls as the kit's Tabs; quality, exterior
 * and category pickers and a price range; one exchange at a time of a chosen item, confirmed in
 * the kit's dialog; the quota for signed-in players. Numbered pages on /p, an endless list on /m.
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
  const [chosen, setChosen] = useState<MallGoods | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const attributes = useCall(() => root.api.index.getGoodsAttributes(), 'attributes');
  const priceValid = !minAboveMax(price.min, price.max);
  const filter = {
    currency,
    ...(quality ? { quality } : {}),
    ...(exterior ? { exterior } : {}),
    ...(category ? { category } : {}),
    ...(priceValid ? { minPrice: priceBound(price.min), maxPrice: priceBound(price.max) } : {}),
  };
  const goods = usePaged(
    layout,
    (page) => api.mall.list({ page, ...filter }),
    JSON.stringify(filter),
  );
  const quota = useCall(() => api.mall.quota(), `quota:${currency}`, signedIn);

  function refilter<T>(set: (value: T) => void): (value: T) => void {
    return (value) => {
      set(value);
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
    const question = intl.formatMessage(mallMessages.confirm, {
      name: chosen.goods.name,
      cost: chosen.cost,
      currency: chosen.currency,
    });
    const confirmed = await showConfirmDialog({ message: question }).then(
      () => true,
      () => false,
    );
    if (!confirmed) return;
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
      <Tabs
        value={currency}
        onChange={(key) => refilter<Currency>(setCurrency)(key as Currency)}
        items={(['point', 'amount'] as const).map((key) => ({
          key,
          title: intl.formatMessage(mallMessages[key]),
          content: (
            <div css={{ display: 'flex', flexDirection: 'column', gap: 12, paddingTop: 12 }}>
              <Filters label={intl.formatMessage(mallMessages.filters)} layout={layout} columns={3}>
                <PickerField
                  layout={layout}
                  label={intl.formatMessage(goodsMessages.quality)}
                  choices={qualityChoices(intl)}
                  value={quality}
                  onChange={refilter<QualityGrade | Any>(setQuality)}
                />
                <PickerField
                  layout={layout}
                  label={intl.formatMessage(goodsMessages.exterior)}
                  choices={exteriorChoices(intl)}
                  value={exterior}
                  onChange={refilter<Exterior | Any>(setExterior)}
                />
                <PickerField
                  layout={layout}
                  label={intl.formatMessage(mallMessages.category)}
                  choices={[
                    { value: '', label: intl.formatMessage(goodsMessages.all) },
                    ...(attributes.data?.categories ?? []).map((c) => ({
                      value: c.key,
                      label: c.name,
                    })),
                  ]}
                  value={category}
                  onChange={refilter<string>(setCategory)}
                />
                <div css={{ gridColumn: '1 / -1' }}>
                  <RangeFields
                    minLabel={intl.formatMessage(goodsMessages.minPrice)}
                    maxLabel={intl.formatMessage(goodsMessages.maxPrice)}
                    min={price.min}
                    max={price.max}
                    onChange={refilter<{ min: string; max: string }>(setPrice)}
                    rangeError="errors.priceRange"
                  />
                </div>
              </Filters>
              <div css={{ display: 'flex', alignItems: 'center', gap: 12 }}>
                <Button variant="primary" loading={busy} onClick={() => void exchange()}>
                  {intl.formatMessage(mallMessages.exchange)}
                </Button>
                {chosen && <span>{chosen.goods.name}</span>}
              </div>
              {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
              {goods.view({
                rowKey: (offer) => offer.mallGoodsId,
                rowsCss: goodsGridCss(layout),
                row: (offer) => (
                  <GoodsTile
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
                      setChosen((current) =>
                        current?.mallGoodsId === offer.mallGoodsId ? null : offer,
                      )
                    }
                  />
                ),
              })}
            </div>
          ),
        }))}
      />
    </Page>
  );
});
