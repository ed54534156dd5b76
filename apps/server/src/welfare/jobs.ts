import { recurringJob } from '../runtime/recurring';
import type { SiteClock } from '../runtime/siteClock';
import { foldWelfareDay } from './actions';

/**
 * The 00:00 drop of welfare points (GAMES.md section 0 "Jobs"): a recurring chain of one job per
 * site day, due at its end, folding its day; it runs in order and catches up day by day after a
 * stop.
 */
export function welfareDropJob(clock: SiteClock) {
  return recurringJob(clock, {
    kind: 'welfare.drop',
    chains: { day: 'day' },
    run: (tx, _chain, day) => foldWelfareDay(tx, day),
  });
}
