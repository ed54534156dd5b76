import type { GoodsSummary, RoundDrop } from '@skinbox/api';
import { Reel, buildReelStrip } from '@skinbox/ui';
import { useMemo, useState } from 'react';
import { toItemTileData } from '../../shared/goods/itemTileData';

/** A spin never lasts less than this, even for a viewer who arrives as the round ends. */
export const SHORTEST_SPIN_MS = 600;
/** The reels stand this long before the round's end, so the drop is seen standing. */
export const STAND_BEFORE_END_MS = 400;

/**
 * One seat's reel in the round under way: its strip is drawn from the round's box and lands on
 * the seat's drop as the round ends on the shared clock. Mounted once per round (its key), so the
 * spin's length is fixed when it starts: a viewer who arrives mid-round sees a shorter spin that
 * stands at the same moment as everyone else's. Before the round's drop has arrived the strip
 * waits, standing.
 */
export function RoundReel({
  drop,
  pool,
  landsAt,
  serverNow,
  animate,
  frame,
  tileWidth,
  orientation,
}: {
  drop: RoundDrop | undefined;
  /** The round box's goods: the strip's fillers. */
  pool: readonly GoodsSummary[];
  /** When the round's reels stand (server ms). */
  landsAt: number;
  serverNow: number;
  animate: boolean;
  /** A still frame (0 to 1), for designer states. */
  frame?: number;
  tileWidth?: number;
  /** Upright in a phone's narrow seat column. */
  orientation?: 'horizontal' | 'vertical';
}) {
  const [duration] = useState(() =>
    Math.max(SHORTEST_SPIN_MS, landsAt - serverNow - STAND_BEFORE_END_MS),
  );
  const won = drop?.goods ?? pool[0];
  const seed = drop ? drop.ticket * 31 + drop.seat : 1;
  const tiles = useMemo(
    () => (won ? buildReelStrip(pool, won, seed).map(toItemTileData) : []),
    [pool, won, seed],
  );
  if (tiles.length === 0) return null;
  return (
    <Reel
      tiles={tiles}
      spinKey={drop ? `${drop.seat}:${drop.ticket}` : undefined}
      duration={duration}
      animate={animate}
      frame={drop ? frame : 0}
      tileWidth={tileWidth}
      orientation={orientation}
    />
  );
}
