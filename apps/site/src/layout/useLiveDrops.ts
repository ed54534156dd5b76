import { PRIZE_EVENT, type OpenBoxRecord } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import type { Drop } from '@skinbox/ui';
import { useEffect, useMemo } from 'react';
import { useHref } from '../routing/layoutContext';
import { useCall } from '../shared/frame/useCall';
import { toItemTileData } from '../shared/goods/itemTileData';

/** How many drops the ticker holds (the call allows up to 50). */
export const LIVE_DROPS = 20;

/**
 * How often the ticker asks for newer drops while the page is in view. The socket announces only
 * prizes above PRIZE_ANNOUNCE_COINS; the ordinary drops between them arrive with this.
 */
export const LIVE_DROPS_POLL_MS = 15_000;

/** Box openings (boxType 1); battle drops have no box page to go to. */
const OPENED_FROM_A_BOX = 1;

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
 * The live drops of box openings, newest first: a snapshot of getAllOpenBoxRecords, asked again
 * when the socket announces a prize and every LIVE_DROPS_POLL_MS while the page is visible, so
 * new drops slide in. Null until the first answer. Call it from an observer.
 */
export function useLiveDrops(): Drop[] | null {
  const { api, socket } = useStores();
  const openbox = useHref('openbox');
  const drops = useCall(
    () => api.records.getAllOpenBoxRecords({ boxType: OPENED_FROM_A_BOX, limit: LIVE_DROPS }),
    'live-drops',
  );
  const { reload } = drops;
  useEffect(() => socket.onGameEvent(PRIZE_EVENT, reload), [socket, reload]);
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') reload();
    }, LIVE_DROPS_POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);
  return useMemo(
    () => drops.data?.list.map((record) => toDrop(record, openbox)) ?? null,
    [drops.data, openbox],
  );
}
