/**
 * A real server process for multi-process tests: started with fork() (tsx), configured by the
 * environment like main.ts, it reports its port with process.send and pushes socket messages
 * through its hub when the parent asks, so a test can prove a message published in one process
 * reaches a socket held by another.
 */
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPostgres } from '../db/database';
import type { OutgoingMessage } from '../socket/hub';

export type ServerProcessCommand =
  | { type: 'broadcast'; message: OutgoingMessage }
  | { type: 'sendToUser'; userId: number; message: OutgoingMessage };

const config = loadConfig();
if (!config.DATABASE_URL) throw new Error('serverProcess needs DATABASE_URL');
const database = openPostgres(config.DATABASE_URL);
const app = await buildApp({ config: { ...config, LOG_LEVEL: 'silent' }, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });

process.on('message', (command: ServerProcessCommand) => {
  if (command.type === 'broadcast') app.hub.broadcast(command.message);
  else app.hub.sendToUser(command.userId, command.message);
  process.send?.({ type: 'done' });
});
process.on('disconnect', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
