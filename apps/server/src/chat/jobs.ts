import { CHAT_CHANNEL } from '@skinbox/api';
import { z } from 'zod';
import type { JobDefinition } from '../runtime/jobs';
import type { RealtimeHub } from '../socket/hub';

const deletedPayload = z.object({ ids: z.array(z.number().int().positive()).min(1) });

/**
 * Tells the room that lines went: an operator deletes them with `pnpm ops chat-delete`, a process
 * with no sockets, so the deletion is a job and whichever server process runs it publishes the
 * event (through the hub, to every process's sockets) once the job's transaction committed.
 */
export function chatDeletedJob(hub: RealtimeHub): JobDefinition<z.infer<typeof deletedPayload>> {
  return {
    kind: 'chat.deleted',
    payload: deletedPayload,
    handler(_tx, { ids }, { afterCommit }) {
      afterCommit(() => hub.publish(CHAT_CHANNEL, 'deleted', { ids }));
      return Promise.resolve();
    },
  };
}
