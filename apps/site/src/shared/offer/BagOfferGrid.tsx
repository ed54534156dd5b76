import type { RucksackEntry } from '@skinbox/api';
import type { ReactNode } from 'react';
import type { Layout } from '../../layout/device';
import type { PageOf } from '../frame/Paged';
import { goodsGridCss } from '../goods/GoodsGrid';
import { GoodsTile } from '../goods/GoodsTile';
import { OfferScroll } from './OfferScroll';
import type { BagChoice } from './useBagChoice';

/** The bag entries that may be offered, as goods tiles to choose (replacement, contract). */
export function BagOfferGrid<P extends PageOf<RucksackEntry>>({
  layout,
  choice,
  empty,
}: {
  layout: Layout;
  choice: BagChoice<P>;
  /** Said when the bag holds nothing to offer. */
  empty: ReactNode;
}) {
  return (
    <OfferScroll layout={layout}>
      {choice.listing.view({
        rowKey: (entry) => entry.id,
        rowsCss: goodsGridCss(layout),
        empty,
        row: (entry) => (
          <GoodsTile
            goods={entry.goods}
            selected={choice.chosen.has(entry.id)}
            onToggle={() => choice.toggle(entry)}
          />
        ),
      })}
    </OfferScroll>
  );
}
