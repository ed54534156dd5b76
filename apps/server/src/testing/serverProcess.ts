/**
 * A real server process for multi-process tests: started with fork() (tsx), configured by the
 * environment like main.ts, it reports its port with process.send and pushes socket messages
 * through its hub when the parent asks, so a test can prove a message published in one process
 * reaches a socket held by another. It runs the runtime like main.ts, plus RECORD_JOB (whose runs
 * a test counts in its job_effects table), and reports each change of leadership.
 */
import { buildApp, seedFeatures } from '../app';
import { loadConfig } from '../config';
import { openPostgres } from '../db/database';
import { serverJobs, serverLoops } from '../featureWork';
import { startRuntime } from '../runtime/startRuntime';
import type { OutgoingMessage } from '../socket/hub';
import { RECORD_JOB } from './recordJob';

/** What the process tells its parent. */
export type ServerProcessReport =
  { type: 'ready'; port: number } | { type: 'done' } | { type: 'leader'; leader: boolean };

export type ServerProcessCommand =
  | { type: 'broadcast'; message: OutgoingMessage }
  | { type: 'sendToUser'; userId: number; message: OutgoingMessage }
  | { type: 'publish'; game: string; event: string; payload: unknown };

const config = loadConfig();
if (!config.DATABASE_URL) throw new Error('serverProcess needs DATABASE_URL');
const database = openPostgres(config.DATABASE_URL);
await seedFeatures({ db: database.db, config });
const app = await buildApp({ config: { ...config, LOG_LEVEL: 'silent' }, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const report = (message: ServerProcessReport) => {
  // After the parent disconnects (the process is stopping), there is no one left to tell.
  if (process.connected) process.send?.(message);
};
const address = app.server.address();
report({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
const runtime = startRuntime({
  db: database.db,
  config,
  log: app.log,
  jobs: [...serverJobs(config, app.hub), RECORD_JOB],
  loops: serverLoops({ db: database.db, config, hub: app.hub, log: app.log }),
  onLeaderChange: (leader) => report({ type: 'leader', leader }),
});

process.on('message', (command: ServerProcessCommand) => {
  if (command.type === 'broadcast') app.hub.broadcast(command.message);
  else if (command.type === 'sendToUser') app.hub.sendToUser(command.userId, command.message);
  else app.hub.publish(command.game, command.event, command.payload);
  report({ type: 'done' });
});
process.on('disconnect', () => {
  void runtime
    .stop()
    .then(() => app.close())
    .then(() => database.close())
    .then(() => process.exit(0));
});
