import { MALL_SORTS } from '@skinbox/api';
import { Button, Empty, ItemTileSkeleton, Price, Tabs } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Notice } from '../../shared/frame/Notice';
import { Page } from '../../shared/frame/Page';
import { PickerField } from '../../shared/frame/PickerField';
import { GoodsFilters } from '../../shared/goods/GoodsFilters';
import { goodsGridCss } from '../../shared/goods/GoodsGrid';
import { GoodsItemTile } from '../../shared/goods/GoodsItemTile';
import { GoodsSearchFields } from '../../shared/goods/GoodsSearchFields';
import { goodsMessages } from '../../shared/goods/messages';
import { mallMessages } from './messages';
import type { Currency, MallScreen } from './useMallScreen';

/**
 * The mall as the player sees it, from its state alone (useMallScreen): points and coin malls as
 * the kit's Tabs, one row with the name search, the order, the filter button (the goods filters
 * and the category in a sheet) and the exchange button, the offers (skeleton tiles until the first
 * page; a search or filter that finds none says so) and the quota. Numbered pages on /p, an
 * endless list on /m.
 */
export const MallView = observer(function MallView(screen: MallScreen) {
  const intl = useIntl();
  const { layout, currency, quota, chosen, outcome } = screen;
  return (
    <Page
      layout={layout}
      title={intl.formatMessage(mallMessages.heading)}
      actions={
        screen.signedIn && (
          <span>
            {currency === 'amount' && quota.data ? (
              <>
                {intl.formatMessage(mallMessages.quota)} <Price value={quota.data.quota} />
              </>
            ) : (
              <>
                {intl.formatMessage(mallMessages.points)} {screen.points}
              </>
            )}
          </span>
        )
      }
    >
      <Tabs
        value={currency}
        onChange={(key) => screen.setCurrency(key as Currency)}
        items={(['point', 'amount'] as const).map((key) => ({
          key,
          title: intl.formatMessage(mallMessages[key]),
          content: (
            <div css={{ display: 'flex', flexDirection: 'column', gap: 12, paddingTop: 12 }}>
              <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
                <GoodsSearchFields search={screen.search} sorts={MALL_SORTS} layout={layout} />
                <GoodsFilters
                  filters={screen.filters}
                  label={intl.formatMessage(mallMessages.filters)}
                  layout={layout}
                  ownActive={screen.category ? 1 : 0}
                >
                  <PickerField
                    layout={layout}
                    label={intl.formatMessage(mallMessages.category)}
                    choices={[
                      { value: '', label: intl.formatMessage(goodsMessages.all) },
                      ...(screen.attributes.data?.categories ?? []).map((c) => ({
                        value: c.key,
                        label: c.name,
                      })),
                    ]}
                    value={screen.category}
                    onChange={screen.setCategory}
                  />
                </GoodsFilters>
                <Button
                  size="small"
                  variant={chosen ? 'primary' : 'default'}
                  loading={screen.busy}
                  // SPEC section 5: one item, chosen first; the button waits for the choice.
                  disabled={!chosen}
                  onClick={() => void screen.exchange()}
                >
                  {intl.formatMessage(mallMessages.exchange)}
                </Button>
                {chosen && (
                  <span
                    css={{
                      // Basis 0: the name takes what the row has left and ellipsises there
                      // instead of breaking onto a row of its own.
                      flex: '1 1 0',
                      minWidth: 0,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {chosen.goods.name}
                  </span>
                )}
              </div>
              {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
              {screen.goods.view({
                rowKey: (offer) => offer.mallGoodsId,
                rowsCss: goodsGridCss(layout),
                empty: screen.filtered ? (
                  <Empty image="search" description={intl.formatMessage(goodsMessages.noMatch)} />
                ) : undefined,
                skeleton: (
                  <ItemTileSkeleton
                    fill
                    lines={{ wear: true, price: currency === 'amount', note: true }}
                  />
                ),
                row: (offer) => (
                  <GoodsItemTile
                    goods={offer.goods}
                    // A coin offer shows its cost as a price; a points offer names its points.
                    price={offer.currency === 'amount' ? offer.cost : null}
                    note={
                      offer.currency === 'amount'
                        ? intl.formatMessage(mallMessages.stock, { stock: offer.stock })
                        : `${intl.formatMessage(mallMessages.cost, { cost: offer.cost })} · ${intl.formatMessage(mallMessages.stock, { stock: offer.stock })}`
                    }
                    // One at a time: choosing another item replaces the choice.
                    selected={chosen?.mallGoodsId === offer.mallGoodsId}
                    onToggle={() => screen.toggle(offer)}
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
