import { roll } from '@skinbox/api';
import { DAY_MS, MINUTE_MS } from '@skinbox/rules';

/** A streamer's draw is ROLL_MIN_DRAW_MINUTES to ROLL_MAX_DRAW_DAYS away when the room is made. */
export function drawTimeAllowed(drawAt: Date, now: Date): boolean {
  const away = drawAt.getTime() - now.getTime();
  return away >= roll.ROLL_MIN_DRAW_MINUTES * MINUTE_MS && away <= roll.ROLL_MAX_DRAW_DAYS * DAY_MS;
}

/**
 * The draw time after a join: a room made with `drawAfterJoinSeconds` (an operator's short room,
 * the journeys' seam) draws that long after its first join, unless it was due sooner anyway.
 * Null when the draw time stays.
 */
export function drawTimeAfterJoin(
  drawAt: Date,
  drawAfterJoinSeconds: number | null,
  participantsBefore: number,
  now: Date,
): Date | null {
  if (drawAfterJoinSeconds === null || participantsBefore > 0) return null;
  const sooner = now.getTime() + drawAfterJoinSeconds * 1000;
  return sooner < drawAt.getTime() ? new Date(sooner) : null;
}
