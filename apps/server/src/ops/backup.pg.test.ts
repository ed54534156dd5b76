import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openPglite, openPostgres, type Database } from '../db/database';
import { rowsOf } from '../db/rows';
import { balances, jobs } from '../db/schema';
import { credit, debit } from '../money/ledger';
import { seedBase } from '../seed/baseSeed';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { TEST_POSTGRES_URL } from '../testing/testDatabase';
import { createTestUser } from '../testing/users';
import { runStandalone } from './standalone';
import { backupVerb } from './verbs/backup';
import { restoreVerb } from './verbs/restore';
import { grantTestCoins } from '../testing/testGrant';

const PLAYERS = 6;

/** What a restore must bring back: every balance, and the journal of applied migrations. */
async function contents(database: Database) {
  const rows = await database.db
    .select({ userId: balances.userId, currency: balances.currency, cents: balances.cents })
    .from(balances)
    .orderBy(asc(balances.userId), asc(balances.currency));
  const migrations = rowsOf<{ n: number }>(
    await database.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`),
  );
  const jobRows = await database.db.select({ id: jobs.id }).from(jobs);
  return { balances: rows, migrations: migrations[0]?.n, jobs: jobRows.length };
}

/**
 * `pnpm ops backup` of a PGlite data folder with players' money on it, restored by
 * `pnpm ops restore` into a new PGlite folder and into an empty PostgreSQL database.
 */
describe('backup and restore of the embedded database', () => {
  const folders: string[] = [];
  const folder = () => {
    const path = mkdtempSync(join(tmpdir(), 'skinbox-backup-'));
    folders.push(path);
    return path;
  };
  const source = folder();
  const dumpFile = join(folder(), 'site.sql');
  let original: Awaited<ReturnType<typeof contents>>;
  const pgName = `skinbox_restore_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });

  beforeAll(async () => {
    const database = await openPglite(join(source, 'pglite'));
    await database.migrate();
    await seedBase(database.db);
    for (let i = 0; i < PLAYERS; i++) {
      const { userId } = await createTestUser(database);
      await grantTestCoins(database.db, userId, 10_000n + BigInt(i), `backup:${i}`);
      await debit(database.db, {
        userId,
        currency: 'amount',
        cents: 1_234n,
        kind: 'box.open',
        reference: `backup-open:${i}`,
        account: 'house',
      });
      await credit(database.db, {
        userId,
        currency: 'point',
        cents: 1_234n,
        kind: 'test.points',
        reference: `backup-points:${i}`,
        account: 'promotions',
      });
    }
    original = await contents(database);
    await database.close();
    await admin.connect();
  }, 120_000);
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`).catch(() => {});
    await admin.end();
    for (const path of folders) rmSync(path, { recursive: true, force: true });
  });

  it('writes a SQL dump of the PGlite folder', async () => {
    const lines = await runStandalone(
      backupVerb,
      ['--out', dumpFile],
      loadConfig({ DATA_DIR: source, DATABASE_URL: '' }),
    );
    expect(lines[0]).toMatch(/^wrote .*site\.sql/);
    expect(readFileSync(dumpFile, 'utf8')).toContain('PostgreSQL database dump');
  }, 60_000);

  it('restores into a new PGlite folder with every balance equal to its ledger', async () => {
    const target = folder();
    await runStandalone(
      restoreVerb,
      ['--from', dumpFile],
      loadConfig({ DATA_DIR: target, DATABASE_URL: '' }),
    );
    const restored = await openPglite(join(target, 'pglite'));
    try {
      await restored.migrate();
      expect(await contents(restored)).toEqual(original);
      expect(original.balances).toHaveLength(PLAYERS * 2);
      expect(await findLedgerMismatches(restored.db)).toEqual([]);
    } finally {
      await restored.close();
    }
  }, 60_000);

  it('restores into an empty PostgreSQL database the same, and refuses one that has tables', async () => {
    await admin.query(`CREATE DATABASE ${pgName}`);
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${pgName}`;
    const config = loadConfig({ DATABASE_URL: url.toString() });
    await runStandalone(restoreVerb, ['--from', dumpFile], config);
    const restored = openPostgres(url.toString());
    try {
      // The journal came along: nothing is left to apply.
      await restored.migrate();
      expect(await contents(restored)).toEqual(original);
      expect(await findLedgerMismatches(restored.db)).toEqual([]);
    } finally {
      await restored.close();
    }
    await expect(runStandalone(restoreVerb, ['--from', dumpFile], config)).rejects.toThrow(
      /already has \d+ tables/,
    );
  }, 60_000);
});
