import { TASKS, taskTurnoverShare } from '../../tasks/rules/catalogue';

/**
 * The promotions of issue 18 against the house edge (rebate, loss, tasks and the two activities).
 * Four of them grow with what a player spends, so a greedy player could buy them by playing:
 *
 * - rebate red packets pay a share of a period's turnover (boxes and battles): all active rebate
 *   packets together at most REBATE_MAX_BASIS_POINTS of it (a coin of turnover lies in one day,
 *   one week, one month and one year, so every packet pays on it once);
 * - loss red packets pay a share of a period's net loss, which is at most what was spent in it
 *   (redpackets/queries.ts netLossCents), so together at most LOSS_MAX_BASIS_POINTS per coin spent
 *   on any loop, crash and the mall included;
 * - task rewards for box and battle spending: at most taskTurnoverShare of that turnover;
 * - the festival's goods prizes and the new-year envelopes: at most FESTIVAL_MAX_SHARE and
 *   NEW_YEAR_MAX_SHARE of the turnover that earns them (`pnpm ops activity-set` refuses more).
 *
 * Their sum, PROMOTION_TURNOVER_SHARE, joins the turnover rewards (rewards.ts), so MAX_BOX_RTP
 * leaves room for it. The other packets need recharge (money from outside), a VIP level (bought
 * with recharge) or nothing (lucky, activity packets: a gift per period, like sign-in): each is
 * paid once per period per player, so no loop multiplies it; the report prints their cost.
 */
export const REBATE_MAX_BASIS_POINTS = 30;
export const LOSS_MAX_BASIS_POINTS = 30;
export const FESTIVAL_MAX_SHARE = 0.002;
export const NEW_YEAR_MAX_SHARE = 0.002;

/** The most task rewards pay per coin of box or of battle turnover. */
export const TASK_TURNOVER_SHARE = Math.max(
  taskTurnoverShare(TASKS, 'boxSpend'),
  taskTurnoverShare(TASKS, 'battleSpend'),
);

/** What rebate, loss, task and activity rewards together pay back per coin of turnover at most. */
export const PROMOTION_TURNOVER_SHARE =
  REBATE_MAX_BASIS_POINTS / 10_000 +
  LOSS_MAX_BASIS_POINTS / 10_000 +
  TASK_TURNOVER_SHARE +
  FESTIVAL_MAX_SHARE +
  NEW_YEAR_MAX_SHARE;

/** A loop that is not turnover (crash, the mall) still earns loss packets on what it spends. */
export function withLossPackets(loopReturn: number): number {
  return loopReturn + LOSS_MAX_BASIS_POINTS / 10_000;
}

/**
 * The festival's goods against FESTIVAL_MAX_SHARE: a player who reaches a prize's turnover takes
 * it and every prize below it, so for each prize the value of all prizes up to its turnover,
 * divided by that turnover, is what it pays per coin. Returns the largest such share.
 */
export function festivalShare(
  prizes: ReadonlyArray<{ turnoverCents: bigint; valueCents: bigint }>,
) {
  let worst = 0;
  for (const prize of prizes) {
    if (prize.turnoverCents <= 0n) return Number.POSITIVE_INFINITY;
    const taken = prizes
      .filter((other) => other.turnoverCents <= prize.turnoverCents)
      .reduce((sum, other) => sum + other.valueCents, 0n);
    worst = Math.max(worst, Number(taken) / Number(prize.turnoverCents));
  }
  return worst;
}

/** A new-year envelope's expected coins per coin of the day's entry turnover. */
export function newYearShare(
  prizes: ReadonlyArray<{ amountCents: bigint; tickets: number }>,
  entryTurnoverCents: bigint,
) {
  const tickets = prizes.reduce((sum, prize) => sum + prize.tickets, 0);
  if (entryTurnoverCents <= 0n || tickets === 0) return Number.POSITIVE_INFINITY;
  const expected = prizes.reduce((sum, p) => sum + Number(p.amountCents) * p.tickets, 0) / tickets;
  return expected / Number(entryTurnoverCents);
}
