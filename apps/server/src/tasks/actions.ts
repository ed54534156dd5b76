import { AppError } from '../http/errors';
import type { Db } from '../db/database';
import { taskClaims } from '../db/schema';
import { credit } from '../money/ledger';
import type { SiteClock } from '../runtime/siteClock';
import { taskProgress } from './queries';
import { taskById } from './rules/catalogue';

/**
 * Pays a finished task's reward for its current period (GAMES.md section 6): progress is read in
 * the claim's transaction, and the (player, task, period) unique key is the last word on "once a
 * period", also against claims racing this one.
 */
export async function claimTask(
  db: Db,
  clock: SiteClock,
  { userId, taskId, now }: { userId: number; taskId: string; now: Date },
) {
  const rule = taskById(taskId);
  if (!rule) throw new AppError(404, 'errors.taskNotFound');
  const period = clock.period(rule.period, now);
  return db.transaction(async (tx) => {
    const progress = await taskProgress(tx, userId, period);
    if (progress[rule.kind] < rule.goal) throw new AppError(409, 'errors.taskUnfinished');
    const [claimed] = await tx
      .insert(taskClaims)
      .values({ userId, taskId: rule.id, period: period.key, cents: rule.rewardCents })
      .onConflictDoNothing()
      .returning({ id: taskClaims.id });
    if (!claimed) throw new AppError(409, 'errors.taskClaimed');
    await credit(tx, {
      userId,
      currency: 'amount',
      cents: rule.rewardCents,
      kind: 'reward.task',
      reference: `task:${rule.id}:${period.key}`,
      account: 'promotions',
    });
    return { taskId: rule.id, periodKey: period.key, rewardCents: rule.rewardCents };
  });
}
