import type { BoxSummary, OpenBoxRecord } from '@skinbox/api';
import type { MessageDescriptor } from 'react-intl';
import { BOX_CATEGORIES } from './categories';
import { homeMessages } from './messages';

/** The figures getPlatformStatistics answers. */
export interface PlatformStatistics {
  userCount: number;
  boxOpenCount: number;
  battleCount: number;
  onlineCount: number;
}

/** Boxes the hot row shows at most. */
export const HOT_BOXES = 4;

/**
 * The featured row: the dearest box of each category, cheapest category first, so the row spans
 * the site's range from an entry box to a legend.
 */
export function featuredBoxes(boxes: readonly BoxSummary[]): BoxSummary[] {
  return BOX_CATEGORIES.flatMap(({ key }) => {
    const inCategory = boxes.filter((box) => box.category === key);
    const dearest = inCategory.reduce<BoxSummary | undefined>(
      (best, box) => (best && Number(best.price) >= Number(box.price) ? best : box),
      undefined,
    );
    return dearest ? [dearest] : [];
  });
}

export interface HotBox {
  box: BoxSummary;
  /** How many of the latest drops came from it. */
  opens: number;
}

/**
 * The hot row: the boxes most of the latest live drops came from, most first (ties: the newer
 * drop first). Only boxes players actually opened: an empty list when nobody has.
 */
export function hotBoxes(
  boxes: readonly BoxSummary[],
  drops: readonly OpenBoxRecord[],
  limit = HOT_BOXES,
): HotBox[] {
  const opens = new Map<number, number>();
  for (const drop of drops) opens.set(drop.boxId, (opens.get(drop.boxId) ?? 0) + 1);
  return [...opens]
    .sort((a, b) => b[1] - a[1])
    .flatMap(([boxId, count]) => {
      const box = boxes.find((b) => b.boxId === boxId);
      return box ? [{ box, opens: count }] : [];
    })
    .slice(0, limit);
}

export interface Figure {
  label: MessageDescriptor;
  value: number;
}

/**
 * The platform figures worth showing: each counted by the server from real players (ai and test
 * accounts left out), shown only once there is something to count, never padded. Online is the
 * socket's live count once it beats, else the server's.
 */
export function honestFigures(
  statistics: PlatformStatistics | null,
  onlineFromSocket: number,
): Figure[] {
  if (!statistics) return [];
  return [
    { label: homeMessages.onlineCount, value: onlineFromSocket || statistics.onlineCount },
    { label: homeMessages.boxOpenCount, value: statistics.boxOpenCount },
    { label: homeMessages.userCount, value: statistics.userCount },
    { label: homeMessages.battleCount, value: statistics.battleCount },
  ].filter((figure) => figure.value > 0);
}
