import type { RedPacketKind, RedPacketPeriod } from '@skinbox/api';
import type { Period, SiteClock } from '../../runtime/siteClock';

/**
 * The period a red packet pays at `now` (GAMES.md section 6). Rebate and loss pay a share of the
 * period that ended last, which no later play can change, so receiving them early gives nothing
 * away; the others pay the period under way. Either way the packet can be received once more
 * when the current period ends (`nextAt`).
 */
export function paidPeriod(
  clock: SiteClock,
  kind: RedPacketKind,
  period: RedPacketPeriod,
  now: Date,
): { paid: Period; nextAt: Date } {
  const current = clock.period(period, now);
  const paid =
    kind === 'rebate' || kind === 'loss'
      ? clock.period(period, new Date(current.start.getTime() - 1))
      : current;
  return { paid, nextAt: current.end };
}
