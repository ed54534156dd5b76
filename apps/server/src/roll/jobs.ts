import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { rollRooms } from '../db/schema';
import type { RealtimeHub } from '../socket/hub';
import { drawRoom, type RollJobs } from './actions';
import { rollEvents } from './events';
import { participantIds } from './queries';

const payload = z.object({ rollId: z.number().int().positive() });

/**
 * The roll rooms' timed work (GAMES.md section 0 "Jobs"). `roll.draw` runs at a room's draw time:
 * the draw and its effects commit with the job's claim, so across restarts and processes a room
 * is drawn exactly once (a kill -9 mid-draw rolls it all back and the job stays due). The draw
 * schedules `roll.notify`, which can only be claimed once the draw has committed, so cid 101 and
 * the channel's `drawn` never reach a player before their prize is in the bag.
 */
export function rollJobs(hub: RealtimeHub): RollJobs {
  const events = rollEvents(hub);
  const jobs: RollJobs = {
    draw: {
      kind: 'roll.draw',
      payload,
      async handler(tx, { rollId }, { now }) {
        await drawRoom(tx, jobs, rollId, now);
      },
    },
    notify: {
      kind: 'roll.notify',
      payload,
      async handler(tx, { rollId }) {
        const [room] = await tx
          .select({ status: rollRooms.status })
          .from(rollRooms)
          .where(eq(rollRooms.id, rollId));
        if (!room || room.status === 'open') return;
        for (const userId of await participantIds(tx, rollId)) events.settled(userId, rollId);
        events.room(rollId, 'drawn', { rollId, status: room.status });
      },
    },
  };
  return jobs;
}
