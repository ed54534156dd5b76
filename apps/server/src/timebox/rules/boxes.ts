import type { PeriodKind } from '../../runtime/siteClock';

/**
 * The timed boxes (DESIGN section 4, SPEC section 9): a player joins a box once their recharge in
 * its period reaches the threshold (100 coins in the hour, 500 in the day, 1000 in the week). The
 * VIP5 and VIP10 boxes are our reading of "VIP boxes at VIP5 and VIP10": weekly boxes that also
 * need that VIP level, on top of the weekly threshold. At the period's end every joined player
 * gets one roll of the box.
 *
 * Each box is worth a little of the recharge that joins it (1.5 % for the hourly, 1.2 % for the
 * daily and weekly, 0.8 % and 1.2 % more for the VIP boxes). A VIP10 player whose 1000 coins land in
 * one hour joins all five: 39.5 coins, 3.95 % of the recharge, still under the 5 % a recharged coin
 * loses at the default box RTP before it can leave as an item (the report prints the figures).
 */
export const TIMED_BOX_SLOTS = ['hour', 'day', 'week', 'vip5', 'vip10'] as const;
export type TimedBoxSlot = (typeof TIMED_BOX_SLOTS)[number];

export interface TimedBoxRule {
  slot: TimedBoxSlot;
  period: Extract<PeriodKind, 'hour' | 'day' | 'week'>;
  /** Recharge in the period that joins the box, in cents. */
  thresholdCents: bigint;
  /** VIP level the box needs; 0 for none. */
  vipLevel: number;
  /** Expected value the contents are solved for, in cents. */
  valueCents: bigint;
}

export const TIMED_BOXES: readonly TimedBoxRule[] = [
  { slot: 'hour', period: 'hour', thresholdCents: 10_000n, vipLevel: 0, valueCents: 150n },
  { slot: 'day', period: 'day', thresholdCents: 50_000n, vipLevel: 0, valueCents: 600n },
  { slot: 'week', period: 'week', thresholdCents: 100_000n, vipLevel: 0, valueCents: 1_200n },
  { slot: 'vip5', period: 'week', thresholdCents: 100_000n, vipLevel: 5, valueCents: 800n },
  { slot: 'vip10', period: 'week', thresholdCents: 100_000n, vipLevel: 10, valueCents: 1_200n },
];

export function timedBox(slot: TimedBoxSlot): TimedBoxRule {
  const rule = TIMED_BOXES.find((box) => box.slot === slot);
  if (!rule) throw new Error(`no timed box ${slot}`);
  return rule;
}

/** SPEC section 4: joined once the recharge in the period reaches the threshold (and the level). */
export function isJoined(box: TimedBoxRule, rechargedCents: bigint, vipLevel: number): boolean {
  return rechargedCents >= box.thresholdCents && vipLevel >= box.vipLevel;
}
