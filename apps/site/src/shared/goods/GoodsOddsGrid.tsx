import type { GoodsSummary } from '@skinbox/api';
import { useIntl } from 'react-intl';
import type { Layout } from '../../layout/device';
import { formatOdds } from './formatOdds';
import { goodsGridCss } from './GoodsGrid';
import { GoodsTile } from './GoodsTile';
import { goodsOddsMessage } from './messages';

/** A box's goods in the goods grid, each with its chance to drop. */
export function GoodsOddsGrid({
  items,
  layout,
}: {
  items: readonly { goods: GoodsSummary; probability: string }[];
  layout: Layout;
}) {
  const intl = useIntl();
  return (
    <div role="list" css={goodsGridCss(layout)}>
      {items.map((item) => (
        <div role="listitem" key={item.goods.goodsId} css={{ minWidth: 0 }}>
          <GoodsTile
            goods={item.goods}
            note={intl.formatMessage(goodsOddsMessage, {
              probability: formatOdds(item.probability, intl.locale),
            })}
          />
        </div>
      ))}
    </div>
  );
}
