import type { PeriodicSetup } from '../setup';

/**
 * The red packets a new site starts with (an operator changes them with `pnpm ops red-packet`):
 * a daily lucky packet of 0.08 to 0.88, 1.88 a day after recharging 100, a daily rebate of 0.20 %
 * of yesterday's turnover (at most 188), a weekly loss packet of 0.30 % of last week's net loss
 * (at most 288), and a daily VIP packet from 0.18 at VIP1 to 5.88 at VIP10. The rebate and loss
 * rates stay within REBATE_MAX_BASIS_POINTS and LOSS_MAX_BASIS_POINTS (economy/rules/promotions.ts).
 */
export const DEFAULT_RED_PACKETS: readonly PeriodicSetup[] = [
  { kind: 'lucky', period: 'day', minCents: 8n, maxCents: 88n },
  { kind: 'recharge', period: 'day', amountCents: 188n, thresholdCents: 10_000n },
  { kind: 'rebate', period: 'day', rateBasisPoints: 20, capCents: 18_800n },
  { kind: 'loss', period: 'week', rateBasisPoints: 30, capCents: 28_800n },
  {
    kind: 'vip',
    period: 'day',
    vipCents: [18n, 28n, 38n, 58n, 88n, 128n, 188n, 288n, 388n, 588n],
  },
];
