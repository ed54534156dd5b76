import type { LuckySort } from '@skinbox/api';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Page } from '../../shared/frame/Page';
import { PickerField } from '../../shared/frame/PickerField';
import { GoodsFilters } from '../../shared/goods/GoodsFilters';
import { goodsGridCss } from '../../shared/goods/GoodsGrid';
import { GoodsTile } from '../../shared/goods/GoodsTile';
import { luckyMessages as m } from './messages';
import type { LuckyScreen } from './useLuckyScreen';

/**
 * The lucky catalogue from its state alone (useLuckyScreen): the site's goods filters and the
 * targets as tiles, each a link to its page. Numbered pages on /p, an endless list on /m.
 */
export const LuckyView = observer(function LuckyView(screen: LuckyScreen) {
  const intl = useIntl();
  const { layout } = screen;
  return (
    <Page layout={layout} title={intl.formatMessage(m.heading)}>
      <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, lineHeight: 1.6 })}>
        {intl.formatMessage(m.intro)}
      </p>
      <GoodsFilters
        filters={screen.filters}
        label={intl.formatMessage(m.filters)}
        layout={layout}
        columns={3}
      >
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
      </GoodsFilters>
      {screen.goods.view({
        rowKey: (goods) => goods.goodsId,
        rowsCss: goodsGridCss(layout),
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
            <GoodsTile goods={goods} />
          </Link>
        ),
      })}
    </Page>
  );
});
