// The e2e web server: seeds a fresh data folder with the operator verbs, writes what the journeys
// need to know (fixture users and their tokens, other verb output) to `${DATA_DIR}/e2e-fixtures.json`,
// then starts the real server in this process on that folder.
//
// Run through the server's tsx (see playwright.config.ts); it imports the server's TypeScript.
// PGlite allows one process, so every verb runs here, in one database session, before the server
// opens the folder; this also saves the ~15 s a separate `pnpm ops` process costs per verb.
//
// What gets seeded:
// - `pnpm ops seed` and `pnpm ops catalogue-seed` (boxes, mall);
// - every user of `e2e/support/*.users.json`: [{ name, mobile, password, vipGrowth?, kind?,
//   platform? }], created with `user-create --token`; tests read them with `fixtureUser(name)`.
//   A `platform` moves the player onto that platform (no verb does: a player's platform comes
//   from the site address they signed up on), so a journey can read the dashboard of players
//   no other journey touches (e2e/tests/admin-dashboard.desktop.spec.ts);
// - every verb of `e2e/support/*.ops.json`: [["card-codes", "--count", "5", ...], ...], where
//   `{DATA_DIR}` in an argument is replaced by the data folder; printed lines are kept under
//   `ops` in the fixtures file, keyed by the verb line.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from '../apps/server/src/db/database.ts';
import { runOps } from '../apps/server/src/ops/run.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('start-server needs DATA_DIR (a fresh folder)');

const support = fileURLToPath(new URL('./support/', import.meta.url));
const jsonFiles = (suffix) =>
  readdirSync(support)
    .filter((name) => name.endsWith(suffix))
    .sort()
    .flatMap((name) => JSON.parse(readFileSync(join(support, name), 'utf8')));

const started = Date.now();
const database = await openPglite(join(dataDir, 'pglite'));
await database.migrate();
const run = (argv) => runOps(argv, database);

await run(['seed']);
await run(['catalogue-seed']);

const users = {};
for (const user of jsonFiles('.users.json')) {
  const argv = ['user-create', '--mobile', user.mobile, '--password', user.password, '--token'];
  argv.push('--kind', user.kind ?? 'general');
  if (user.vipGrowth) argv.push('--vip-growth', String(user.vipGrowth));
  const lines = await run(argv);
  const userId = Number(/created user (\d+)/.exec(lines[0] ?? '')?.[1]);
  const token = lines.find((line) => line.startsWith('token: '))?.slice('token: '.length);
  if (!token || !userId) throw new Error(`user-create printed no token for ${user.name}`);
  if (user.platform) {
    await database.db.$client.query('UPDATE users SET platform_id = $1 WHERE id = $2', [
      user.platform,
      userId,
    ]);
  }
  users[user.name] = { ...user, userId, token };
}

const ops = {};
for (const argv of jsonFiles('.ops.json')) {
  const resolved = argv.map((arg) => String(arg).replaceAll('{DATA_DIR}', dataDir));
  ops[argv.join(' ')] = await run(resolved);
}

await database.close();
writeFileSync(join(dataDir, 'e2e-fixtures.json'), `${JSON.stringify({ users, ops }, null, 2)}\n`);
console.log(`e2e data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${dataDir}`);

await import('../apps/server/src/main.ts');
