import type { GoodsSummary } from '@skinbox/api';
import { ItemTile, type ItemTileProps } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { toItemTileData } from './itemTileData';
import { exteriorMessages, qualityMessages } from './messages';

export interface GoodsItemTileProps extends Omit<
  ItemTileProps,
  'name' | 'image' | 'quality' | 'special' | 'wear' | 'price'
> {
  goods: GoodsSummary;
  /** Overrides the item's own price, e.g. a mall cost; null shows none. */
  price?: string | null;
}

/**
 * An item of the contract as the kit's ItemTile: its rarity colour, ★ for knives and gloves, and
 * the quality named beside the exterior ("Covert · Field-Tested"), so the rarity is read, not only
 * seen. The site's grids (box contents, results, bag, mall) show items with it.
 */
export function GoodsItemTile({ goods, price, ...rest }: GoodsItemTileProps) {
  const intl = useIntl();
  const quality = intl.formatMessage(qualityMessages[goods.quality]);
  const wear = goods.exterior
    ? `${quality} · ${intl.formatMessage(exteriorMessages[goods.exterior])}`
    : quality;
  const data = toItemTileData(goods);
  const shown = price === undefined ? goods.price : price;
  return (
    <ItemTile
      {...data}
      wear={wear}
      {...(shown === null ? { price: undefined } : { price: shown })}
      fill
      {...rest}
    />
  );
}
