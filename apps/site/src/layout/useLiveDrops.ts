import type { OpenBoxRecord } from '@skinbox/api';
import { LiveDropsStore, useStores } from '@skinbox/stores';
import type { Drop } from '@skinbox/ui';
import { useEffect, useMemo } from 'react';
import { useHref } from '../routing/layoutContext';
import { toItemTileData } from '../shared/goods/itemTileData';

/** A live drop as the kit's ticker shows it: the item, who won it, and its box's page. */
export function toDrop(record: OpenBoxRecord, openbox: string): Drop {
  const { name, image, fallbackImage, quality, special, price } = toItemTileData(record.goods);
  return {
    id: record.id,
    player: record.nickName,
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
 * The live drops of box openings, newest first: a LiveDropsStore in the chosen language (the list
 * at once, new drops slid in from the socket once the page has settled, the list loaded again
 * after a reconnect), made anew when the language changes since names come in it. Null until the
 * first answer. Call it from an observer.
 */
export function useLiveDrops(): Drop[] | null {
  const { api, socket, prefs } = useStores();
  const locale = prefs.language;
  const openbox = useHref('openbox');
  const store = useMemo(() => new LiveDropsStore({ api, socket, locale }), [api, socket, locale]);
  useEffect(() => {
    store.start();
    return () => store.stop();
  }, [store]);
  const records = store.drops;
  return useMemo(
    () => records?.map((record) => toDrop(record, openbox)) ?? null,
    [records, openbox],
  );
}
