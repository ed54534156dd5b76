import type { z } from 'zod';
import type { Db } from '../db/database';
import { JobDeferral, scheduleJob, type JobContext, type JobDefinition } from '../runtime/jobs';
import { playerStanding } from './standing';
import { DAY_MS } from '@skinbox/rules';

/** How long a banned player's share waits before it looks at the account again. */
export const BANNED_SHARE_RECHECK_MS = DAY_MS;

/** What every share names: the player it is paid to. */
export interface PlayerShare {
  userId: number;
}

export interface PlayerShareWork<Share extends PlayerShare> {
  /** Unique across the server, e.g. 'timebox.drawPlayer'. */
  kind: string;
  payload: z.ZodType<Share>;
  /** Pays the share to a player in good standing; throwing retries this player's share alone. */
  pay(tx: Db, share: Share, context: JobContext): Promise<void>;
}

/**
 * One player's part of a batch (a timed box's draw, a day's ranking prizes) as a job of its own
 * (GAMES.md section 0 "Jobs"). The batch decides who gets what in its own job and schedules one
 * share per player in that transaction; each share then commits, is retried, held or forfeited
 * alone, so one player's refusal never fails the batch for everyone. A share waits while its
 * player's play is paused (until the pause ends) or the account is banned (looked at again each
 * day), and is forfeited, with a note on its job, when the account is closed.
 */
export function playerShareJob<Share extends PlayerShare>(
  work: PlayerShareWork<Share>,
): JobDefinition<Share> {
  return {
    kind: work.kind,
    payload: work.payload,
    async handler(tx, share, context) {
      const standing = await playerStanding(tx, share.userId, context.now);
      if (standing.kind === 'closed') {
        context.note('forfeited: the account is closed');
        return;
      }
      if (standing.kind === 'banned') {
        throw new JobDeferral(
          new Date(context.now.getTime() + BANNED_SHARE_RECHECK_MS),
          'held: the account is banned',
        );
      }
      if (standing.kind === 'paused') {
        throw new JobDeferral(
          standing.until,
          `held: play is paused until ${standing.until.toISOString()}`,
        );
      }
      await work.pay(tx, share, context);
    },
  };
}

/** Schedules `share` as part of the batch `batchKey`, due at once; a second schedule is a no-op. */
export function schedulePlayerShare<Share extends PlayerShare>(
  tx: Db,
  job: JobDefinition<Share>,
  batchKey: string,
  share: Share,
  dueAt: Date,
) {
  return scheduleJob(tx, job, { key: `${batchKey}:${share.userId}`, payload: share, dueAt });
}
