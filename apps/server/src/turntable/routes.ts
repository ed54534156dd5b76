import { TICKETS } from '@skinbox/fairness';
import { centsToMoney, turntable } from '@skinbox/api';
import { ticketsToPercent } from '../boxes/rules/prize';
import { route } from '../http/route';
import type { ModuleDeps } from '../platform/deps';
import { isTopPrizeUnlocked, spinTurntable } from './actions';
import { readTopPrizeInvites, spinOfWeek } from './queries';
import { wheelFor } from './rules/prizes';
import { spinWeek } from './rules/week';

const presentSpin = (spin: {
  week: string;
  prize: number;
  cents: bigint;
  rollId: number;
  ticket: number;
  createdAt: Date;
}) => ({
  week: spin.week,
  prize: spin.prize,
  amount: centsToMoney(spin.cents),
  rollId: spin.rollId,
  ticket: spin.ticket,
  createdAt: spin.createdAt.toISOString(),
});

/** The lucky turntable's calls: the week's wheel as the player stands, and the spin. */
export function registerTurntable({ app, db, clock }: ModuleDeps) {
  route(app, turntable.state, async (_input, { userId }) => {
    const now = clock.now();
    const week = spinWeek(clock, now);
    const standing =
      userId === null
        ? { unlocked: false, needed: await readTopPrizeInvites(db), invited: 0 }
        : await isTopPrizeUnlocked(db, userId);
    const spin = userId === null ? undefined : await spinOfWeek(db, userId, week.key);
    return {
      serverNow: now.toISOString(),
      week: week.key,
      resetAt: week.resetAt.toISOString(),
      remainingMs: week.remainingMs,
      spin: spin ? presentSpin(spin) : null,
      topPrizeUnlocked: standing.unlocked,
      invitesNeeded: standing.needed,
      invitedRecharged: standing.invited,
      prizes: wheelFor(standing.unlocked).map((slice) => ({
        index: slice.index,
        amount: centsToMoney(slice.prize.cents),
        probability: ticketsToPercent(slice.tickets, TICKETS),
        ticketFrom: slice.range.from,
        ticketTo: slice.range.to,
        top: slice.prize.top,
      })),
    };
  });

  route(app, turntable.spin, async (_input, { userId }) =>
    presentSpin(await spinTurntable(db, clock, { userId, now: clock.now() })),
  );
}
