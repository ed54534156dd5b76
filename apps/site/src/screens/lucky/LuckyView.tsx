import type { LuckySort } from '@skinbox/api';
import { ItemTileSkeleton } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Page } from '../../shared/frame/Page';
import { PickerField } from '../../shared/frame/PickerField';
import { GoodsFilters } from '../../shared/goods/GoodsFilters';
import { goodsGridCss } from '../../shared/goods/GoodsGrid';
import { GoodsItemTile } from '../../shared/goods/GoodsItemTile';
import { luckyMessages as m } from './messages';
import type { LuckyScreen } from './useLuckyScreen';

/**
 * The lucky catalogue from its state alone (useLuckyScreen): one row with the filter button (the
 * goods filters in a sheet) and the sort, then the targets as tiles (skeleton tiles until the
 * first page), each a link to its page. Numbered pages on /p, an endless list on /m.
 */
export const LuckyView = observer(function LuckyView(screen: LuckyScreen) {
  const intl = useIntl();
  const { layout } = screen;
  return (
    <Page layout={layout} title={intl.formatMessage(m.heading)}>
      <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, lineHeight: 1.6 })}>
        {intl.formatMessage(m.intro)}
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        <GoodsFilters
          filters={screen.filters}
          label={intl.formatMessage(m.filters)}
          layout={layout}
        />
        <div css={{ flex: '1 1 160px', minWidth: 0 }}>
          <PickerField<LuckySort>
            layout={layout}
            label={intl.formatMessage(m.sort)}
            choices={(['priceDesc', 'priceAsc'] as const).map((sort) => ({
              value: sort,
              label: intl.formatMessage(m[sort]),
            }))}
            value={screen.sort}
            onChange={screen.setSort}
          />
        </div>
      </div>
      {screen.goods.view({
        rowKey: (goods) => goods.goodsId,
        rowsCss: goodsGridCss(layout),
        skeleton: <ItemTileSkeleton fill lines={{ wear: true, price: true }} />,
        row: (goods) => (
          <Link
            to={screen.hrefOf(goods.goodsId)}
            css={(theme) => ({
              display: 'block',
              borderRadius: theme.radius.md,
              textDecoration: 'none',
              '&:focus-visible': { outline: `2px solid ${theme.color.primary}`, outlineOffset: 2 },
            })}
          >
            <GoodsItemTile goods={goods} />
          </Link>
        ),
      })}
    </Page>
  );
});
