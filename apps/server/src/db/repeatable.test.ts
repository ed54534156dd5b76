import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeRoot } from '../serverRoot';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { applyFunctions, functionFiles } from './repeatable';
import { rowsOf } from './rows';

/** The function a file creates, and its body as the database keeps it (pg_proc.prosrc). */
function definition(file: string) {
  const text = readFileSync(join(codeRoot, file), 'utf8');
  const name = /^CREATE OR REPLACE FUNCTION (\w+)\(/m.exec(text)?.[1];
  const body = text.slice(text.indexOf('$$') + 2, text.lastIndexOf('$$'));
  return { name, body };
}

describe('the database functions, applied at every start', () => {
  let database: TestDatabase;
  const rows = async <Row>(query: ReturnType<typeof sql>) =>
    rowsOf<Row>(await database.db.execute(query));
  const bodyOf = async (name: string) =>
    (await rows<{ prosrc: string }>(sql`SELECT prosrc FROM pg_proc WHERE proname = ${name}`)).map(
      (row) => row.prosrc,
    );

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  it('has one file per function, beside its feature', () => {
    expect(functionFiles()).toEqual([
      'boxes/sql/open_site_box.sql',
      'fairness/sql/fair_roll.sql',
      'fairness/sql/ticket_pick.sql',
      'limits/sql/enforce_play_limits.sql',
      'limits/sql/player_losses.sql',
    ]);
    for (const file of functionFiles()) {
      expect(definition(file).name).toBe(/(\w+)\.sql$/.exec(file)?.[1]);
    }
  });

  it('leaves every function as its file says, once, after the migrations', async () => {
    for (const file of functionFiles()) {
      const { name, body } = definition(file);
      expect(await bodyOf(name ?? '')).toEqual([body]);
    }
  });

  it('applies again without change, also from processes starting together', async () => {
    await database.migrate();
    await Promise.all([applyFunctions(database.db), applyFunctions(database.db)]);
    for (const file of functionFiles()) {
      const { name, body } = definition(file);
      expect(await bodyOf(name ?? '')).toEqual([body]);
    }
    const [rolled] = await rows<{ ticket: number }>(
      sql`SELECT ticket FROM fair_roll('s', 'c', 'box', 0, 0)`,
    );
    expect(rolled?.ticket).toBeGreaterThan(0);
  });

  it('refuses to start without the files (a build that left them out)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'skinbox-functions-'));
    try {
      await expect(applyFunctions(database.db, root)).rejects.toThrow(/no database function/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('puts a changed file in force at the next start', async () => {
    const root = mkdtempSync(join(tmpdir(), 'skinbox-functions-'));
    try {
      mkdirSync(join(root, 'probe/sql'), { recursive: true });
      const write = (answer: number) =>
        writeFileSync(
          join(root, 'probe/sql/repeatable_probe.sql'),
          `CREATE OR REPLACE FUNCTION repeatable_probe() RETURNS integer LANGUAGE sql AS $$ SELECT ${answer} $$;`,
        );
      const probe = async () =>
        (await rows<{ answer: number }>(sql`SELECT repeatable_probe() AS answer`))[0]?.answer;
      write(1);
      await applyFunctions(database.db, root);
      expect(await probe()).toBe(1);
      write(2);
      await applyFunctions(database.db, root);
      expect(await probe()).toBe(2);
    } finally {
      rmSync(root, { recursive: true, force: true });
      await database.db.execute(sql`DROP FUNCTION IF EXISTS repeatable_probe()`);
    }
  });
});
