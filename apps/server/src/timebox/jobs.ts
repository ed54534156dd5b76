import { z } from 'zod';
import { schedulePlayerShare, playerShareJob } from '../platform/playerShares';
import { recurringJob } from '../runtime/recurring';
import type { SiteClock } from '../runtime/siteClock';
import { drawTimedBoxFor, timedBoxEntrants } from './actions';
import { TIMED_BOXES, TIMED_BOX_SLOTS, timedBox, type TimedBoxSlot } from './rules/boxes';

const sharePayload = z.object({
  userId: z.number().int().positive(),
  slot: z.enum(TIMED_BOX_SLOTS),
  periodStart: z.iso.datetime(),
  /** The period's recharge that joined the box, in cents (a decimal string: JSON has no bigint). */
  rechargedCents: z.string().regex(/^\d+$/),
});

const SLOT_PERIODS = Object.fromEntries(TIMED_BOXES.map((box) => [box.slot, box.period])) as Record<
  TimedBoxSlot,
  (typeof TIMED_BOXES)[number]['period']
>;

/**
 * The draw at the end of each timed box's period (GAMES.md section 0 "Jobs"): a recurring chain
 * per box (keyed 'hour:2026-11-24T13') whose run decides who joined the period and schedules one
 * roll per joined player as a share of its own (platform/playerShares.ts), so a player whose play
 * is paused waits for their roll without holding up anybody else's.
 */
export function timedBoxJobs(clock: SiteClock) {
  const roll = playerShareJob({
    kind: 'timebox.drawPlayer',
    payload: sharePayload,
    async pay(tx, share, { now }) {
      const rule = timedBox(share.slot);
      const period = clock.period(rule.period, new Date(share.periodStart));
      await drawTimedBoxFor(
        tx,
        rule,
        period,
        {
          userId: share.userId,
          rechargedCents: BigInt(share.rechargedCents),
        },
        now,
      );
    },
  });
  const draw = recurringJob(clock, {
    kind: 'timebox.draw',
    chains: SLOT_PERIODS,
    async run(tx, slot, period, { now }) {
      for (const entrant of await timedBoxEntrants(tx, timedBox(slot), period)) {
        await schedulePlayerShare(
          tx,
          roll,
          `${slot}:${period.key}`,
          {
            userId: entrant.userId,
            slot,
            periodStart: period.start.toISOString(),
            rechargedCents: entrant.cents.toString(),
          },
          now,
        );
      }
    },
  });
  return { draw, roll };
}
