// The data the site benchmark's pages show, written into a fresh PGlite folder before the
// production server opens it (PGlite allows one process): the base defaults and the catalogue
// (boxes, items, the mall), a player with coins, an official battle room waiting for players and
// an official roll room. Everything through the server's own code, in this process.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { requireServer, serverDir } from './server.mjs';

/** Coins the benchmark's player gets: enough to open the boxes that fill its bag. */
const PLAYER_COINS = 10_000n;

async function serverModules() {
  // The ESM build of tsx's API (require.resolve would pick its CommonJS build).
  const tsxApi = requireServer.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs');
  const { register } = await import(pathToFileURL(tsxApi).href);
  register();
  const load = (path) => import(pathToFileURL(`${serverDir}src/${path}`).href);
  const [database, ops, users, ledger, schema, orm] = await Promise.all([
    load('db/database.ts'),
    load('ops/run.ts'),
    load('testing/users.ts'),
    load('money/ledger.ts'),
    load('db/schema/index.ts'),
    import(pathToFileURL(requireServer.resolve('drizzle-orm')).href),
  ]);
  return { ...database, ...ops, ...users, ...ledger, schema, eq: orm.eq, asc: orm.asc };
}

/**
 * Seeds `dataDir`; resolves with what the pages need: a site box, the battle room, the roll room
 * and the player's session token.
 */
export async function seedSite(dataDir) {
  const code = await serverModules();
  const { schema, eq, asc } = code;
  const database = await code.openPglite(join(dataDir, 'pglite'));
  try {
    await database.migrate();
    const run = (...argv) => code.runOps(argv, database);
    await run('seed');
    await run('catalogue-seed');
    const boxOf = async (type) => {
      const [box] = await database.db
        .select({ id: schema.boxes.id })
        .from(schema.boxes)
        .where(eq(schema.boxes.type, type))
        .orderBy(asc(schema.boxes.id))
        .limit(1);
      if (!box) throw new Error(`catalogue-seed made no box of type ${type}`);
      return box.id;
    };
    const boxId = await boxOf(1);
    const battleLines = await run(
      'battle-create-official',
      '--boxes',
      `${await boxOf(2)}x2`,
      '--seats',
      '2',
    );
    const battleId = Number(/official battle (\d+)/.exec(battleLines[0] ?? '')?.[1]);
    const [item] = await database.db
      .select({ id: schema.catalogueItems.id })
      .from(schema.catalogueItems)
      .limit(1);
    await run('roll-create', '--items', String(item?.id), '--draw-in', '86400');
    const player = await code.createTestUser(database);
    await code.credit(database.db, {
      userId: player.userId,
      currency: 'amount',
      cents: PLAYER_COINS * 100n,
      kind: 'bench.grant',
      reference: 'bench',
      account: 'promotions',
    });
    if (!battleId) throw new Error(`battle-create-official printed ${battleLines[0]}`);
    return { boxId, battleId, token: player.token };
  } finally {
    await database.close();
  }
}
