import { Server } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVICE_RESTART_CLOSE_CODE } from '@skinbox/api';
import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../runtime/startRuntime';

/**
 * The graceful end of a server process (SIGTERM, a rolling restart's turn):
 * 1. readiness turns false (health/lifecycle.ts) and the process stops competing for jobs and
 *    leadership: the job pass under way finishes, and the leader's lock is freed, so another
 *    process takes the loops over at its next try (LEADER_RETRY_MS);
 * 2. the listener closes: no new connection reaches this process (in a cluster the primary hands
 *    them to the others), while requests on open connections are still answered, each with
 *    `Connection: close` (health/routes.ts) so the client opens its next one elsewhere. Idle
 *    keep-alive connections are closed only after KEEP_ALIVE_DRAIN_MS: closed at once, a client
 *    that is sending on one at that moment gets a reset instead of an answer;
 * 3. every socket is closed with SERVICE_RESTART_CLOSE_CODE, which the client answers by
 *    reconnecting at once, elsewhere, and entering its channels from the last event it holds;
 * 4. once the timed work has stopped, the app closes: in-flight requests finish, then the
 *    realtime hub closes.
 * The caller closes the database and exits.
 */
export async function drain(
  app: FastifyInstance,
  runtime: Runtime | null,
  { keepAliveDrainMs = KEEP_ALIVE_DRAIN_MS } = {},
) {
  const started = Date.now();
  app.lifecycle.startDraining();
  app.log.info('draining: no new connections, sockets told to reconnect elsewhere');
  const timedWorkStopped = runtime?.stop().then(() => {
    app.log.info({ ms: Date.now() - started }, 'draining: jobs and leadership stopped');
  });
  // net.Server's close, not http.Server's, which would also close the idle connections at once.
  Server.prototype.close.call(app.server);
  for (const socket of app.websocketServer?.clients ?? []) {
    socket.close(SERVICE_RESTART_CLOSE_CODE, 'service restart');
  }
  await Promise.all([timedWorkStopped, sleep(keepAliveDrainMs)]);
  await app.close();
  app.log.info({ ms: Date.now() - started }, 'drained');
}

/** How long idle keep-alive connections stay open into a drain (see step 2). */
export const KEEP_ALIVE_DRAIN_MS = 2000;
