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
import { Button, Price, showConfirmDialog, Tabs } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { Notice } from '../game/frame/Notice';
import { Page } from '../game/frame/Page';
import { usePaged } from '../game/frame/Paged';
import { PickerField } from '../game/frame/PickerField';
import { RangeFields } from '../game/frame/RangeFields';
import { SignInPrompt } from '../game/frame/SignInPrompt';
import { minAboveMax, priceBound } from '../game/frame/range';
import { useGameApi } from '../game/gameApi';
import { exteriorChoices, qualityChoices, type Any } from '../game/goods/choices';
import { goodsGridCss } from '../game/goods/GoodsGrid';
import { GoodsTile } from '../game/goods/GoodsTile';
import { goodsMessages } from '../game/goods/messages';
import { sumMoney } from '../game/goods/money';
import { bagMessages } from './messages';
import { cancelRefusal, extractRefusal, sellRefusal } from './rules';
import { Filters } from '../game/frame/Filters';

const STATE_LABEL = {
  bag: bagMessages.stateBag,
  extracting: bagMessages.stateExtracting,
  extracted: bagMessages.stateExtracted,
} as const;

type Outcome = { tone: 'error' | 'success'; text: ReactNode } | null;

/**
 * The bag (SPEC sections 2, 4, 5): states as the kit's Tabs, quality and exterior pickers, a
 * price range, multi-select, and sell, extract and cancel extraction, each confirmed in the kit's
 * dialog after SPEC's checks. Numbered pages on /p, an endless list on /m.
 */
export const Bag = observer(function Bag({ layout }: { layout: Layout }) {
  const intl = useIntl();
  const root = useStores();
  const api = useGameApi();
  const signedIn = root.user.isLoggedIn;

  const [state, setState] = useState<BagItemState | Any>('');
  const [quality, setQuality] = useState<QualityGrade | Any>('');
  const [exterior, setExterior] = useState<Exterior | Any>('');
  const [price, setPrice] = useState({ min: '', max: '' });
  const [chosen, setChosen] = useState<Map<number, BagItem>>(new Map());
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const priceValid = !minAboveMax(price.min, price.max);
  const filter = {
    ...(state ? { state } : {}),
    ...(quality ? { quality } : {}),
    ...(exterior ? { exterior } : {}),
    ...(priceValid ? { minPrice: priceBound(price.min), maxPrice: priceBound(price.max) } : {}),
  };
  const bag = usePaged(
    layout,
    (page) => api.bag.rucksackGoods({ page, ...filter }),
    JSON.stringify(filter),
    signedIn,
  );

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

  /**
   * Checks SPEC section 5's rule first, then asks the player to confirm; the server checks the
   * rule again and answers for real.
   */
  async function act<T>(
    refusal: ErrorKey | null,
    question: string,
    call: (ids: number[]) => Promise<ApiResult<T>>,
    success: (data: T) => ReactNode,
  ) {
    if (refusal) {
      refuse(refusal);
      return;
    }
    setOutcome(null);
    const confirmed = await showConfirmDialog({ message: question }).then(
      () => true,
      () => false,
    );
    if (!confirmed) return;
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
  const count = items.length;
  const total = sumMoney(items.map((item) => item.goods.price));

  const listing = bag.view({
    rowKey: (item) => item.id,
    rowsCss: goodsGridCss(layout),
    row: (item) => (
      <GoodsTile
        goods={item.goods}
        note={intl.formatMessage(STATE_LABEL[item.state])}
        selected={chosen.has(item.id)}
        onToggle={() => toggle(item)}
      />
    ),
  });

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
        <Tabs
          value={state || 'all'}
          onChange={(key) => setState(key === 'all' ? '' : (key as BagItemState))}
          items={(['all', 'bag', 'extracting', 'extracted'] as const).map((key) => ({
            key,
            title: intl.formatMessage(key === 'all' ? goodsMessages.all : STATE_LABEL[key]),
            content: (
              <div css={{ display: 'flex', flexDirection: 'column', gap: 12, paddingTop: 12 }}>
                <Filters
                  label={intl.formatMessage(bagMessages.filters)}
                  layout={layout}
                  columns={2}
                >
                  <PickerField
                    layout={layout}
                    label={intl.formatMessage(goodsMessages.quality)}
                    choices={qualityChoices(intl)}
                    value={quality}
                    onChange={setQuality}
                  />
                  <PickerField
                    layout={layout}
                    label={intl.formatMessage(goodsMessages.exterior)}
                    choices={exteriorChoices(intl)}
                    value={exterior}
                    onChange={setExterior}
                  />
                  <div css={{ gridColumn: '1 / -1' }}>
                    <RangeFields
                      minLabel={intl.formatMessage(goodsMessages.minPrice)}
                      maxLabel={intl.formatMessage(goodsMessages.maxPrice)}
                      min={price.min}
                      max={price.max}
                      onChange={setPrice}
                      rangeError="errors.priceRange"
                    />
                  </div>
                </Filters>

                <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
                  <Button
                    size="small"
                    onClick={() =>
                      setChosen(
                        (current) =>
                          new Map([
                            ...current,
                            ...bag.items.map((item) => [item.id, item] as const),
                          ]),
                      )
                    }
                  >
                    {intl.formatMessage(bagMessages.selectPage)}
                  </Button>
                  <Button size="small" onClick={() => setChosen(new Map())}>
                    {intl.formatMessage(bagMessages.clear)}
                  </Button>
                  <span aria-live="polite">
                    {intl.formatMessage(bagMessages.chosen, { count, total })}
                  </span>
                </div>
                <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                  <Button
                    variant="primary"
                    disabled={busy}
                    onClick={() =>
                      void act(
                        sellRefusal(items),
                        intl.formatMessage(bagMessages.confirmSell, { count, total }),
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
                        intl.formatMessage(bagMessages.confirmExtract, { count }),
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
                        intl.formatMessage(bagMessages.confirmCancel, { count }),
                        (ids) => api.bag.cancelExtract({ ids }),
                        () => intl.formatMessage(bagMessages.cancelled),
                      )
                    }
                  >
                    {intl.formatMessage(bagMessages.cancel)}
                  </Button>
                </div>
                {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
                {listing}
              </div>
            ),
          }))}
        />
      )}
    </Page>
  );
});
