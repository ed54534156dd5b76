import { moneyToCents } from '@skinbox/api';

/** How far `turnover` is towards `goal`, 0 to 100. */
export function turnoverProgress(turnover: string, goal: string): number {
  const target = moneyToCents(goal);
  if (target <= 0n) return 100;
  return Math.min(100, Number((moneyToCents(turnover) * 100n) / target));
}
