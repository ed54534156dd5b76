import type { OpenBoxRecord } from '@skinbox/api';
import type { Drop } from '@skinbox/ui';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useHref } from '../routing/layoutContext';
import { ownDrops } from '../shared/frame/ownDrops';
import { toItemTileData } from '../shared/goods/itemTileData';
import { nickNameIn } from '../shared/nickname/nickName';
import { useLiveDropsStore } from './sharedLiveDrops';

/** The drops the ticker shows, newest first. */
export const TICKER_DROPS = 20;

/**
 * A live drop as the kit's ticker shows it: the item, who won it (a default name in the viewer's
 * language), and its box's page.
 */
export function toDrop(record: OpenBoxRecord, openbox: string, intl: IntlShape): Drop {
  const { name, image, fallbackImage, quality, special, price } = toItemTileData(record.goods);
  return {
    id: record.id,
    player: nickNameIn(intl, record.nickName),
    name,
    image,
    ...(fallbackImage === undefined ? {} : { fallbackImage }),
    quality,
    special,
    ...(price === undefined ? {} : { price }),
    href: `${openbox}?boxId=${record.boxId}`,
  };
}

/**
 * The ticker's live drops of box openings, newest first (useLiveDropsStore: the list at once, new
 * drops slid in from the socket once the page has settled, the list loaded again after a
 * reconnect), without the player's own drops their reels have not shown yet (ownDrops). Null
 * until the first answer. Call it from an observer.
 */
export function useLiveDrops(): Drop[] | null {
  const records = useLiveDropsStore().drops;
  const openbox = useHref('openbox');
  const intl = useIntl();
  // Read here, in the observer's render, so a hold or a release shows at once.
  const shown = records?.filter((record) => ownDrops.shows(record.id));
  const key = shown?.map((record) => record.id).join(',');
  return useMemo(
    () => shown?.slice(0, TICKER_DROPS).map((record) => toDrop(record, openbox, intl)) ?? null,
    // `key` names the drops shown, so a hold or a release is a new list; `records` brings new names.
    [records, key, openbox, intl],
  );
}
