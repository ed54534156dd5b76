import { LIVE_DROPS_EVENT, LOCALES, liveDropsChannel } from '@skinbox/api';
import type { Db } from '../db/database';
import { toOpenBoxRecord } from '../records/openBoxRecord';
import { liveDropsWithIds } from '../records/queries';
import type { RealtimeHub } from '../socket/hub';

/**
 * Sends the drops of `openIds` to the live-drop channel of every language, each named in its
 * language, in the shape getAllOpenBoxRecords lists them. A real player's drops only: nothing is
 * sent when every one was an ai or test account's.
 */
export async function publishLiveDrops(
  db: Db,
  hub: RealtimeHub,
  assetBase: string,
  openIds: readonly number[],
) {
  const rows = await liveDropsWithIds(db, openIds);
  if (rows.length === 0) return;
  for (const locale of LOCALES) {
    const list = rows.map((row) => toOpenBoxRecord(row, locale, assetBase));
    hub.publish(liveDropsChannel(locale), LIVE_DROPS_EVENT, { list });
  }
}
