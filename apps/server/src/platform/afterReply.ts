import { finished } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Runs `task` once the reply has gone out (written, or its connection gone), so work its caller
 * need not wait for, such as announcing a win to every socket, never holds the answer back. A
 * failing task is logged: the caller has its answer already.
 */
export function afterReply(reply: FastifyReply, task: () => Promise<void>) {
  finished(reply.raw, () => {
    task().catch((error: unknown) => reply.log.error({ err: error }, 'after-reply work failed'));
  });
}
