import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { codeRoot } from '../serverRoot';
import type { Db } from './database';

/** Any number: the advisory lock under which one process at a time replaces the functions. */
const REPEATABLE_LOCK_KEY = 0x736b7266;

/** A feature's database function: `<feature>/sql/<function>.sql`, one statement. */
const FUNCTION_FILE = /(^|\/)sql\/[^/]+\.sql$/;

/**
 * The database functions' files under `root`, in path order. Each holds one function as it is now
 * (CREATE OR REPLACE), beside the feature whose rule it is, so the rule has one home: the
 * migrations that first made a function are history, and a later migration that recreated it
 * would leave only the newest one saying what it does.
 */
export function functionFiles(root = codeRoot): string[] {
  return readdirSync(root, { recursive: true })
    .map((file) => String(file).replaceAll('\\', '/'))
    .filter((file) => FUNCTION_FILE.test(file))
    .sort();
}

/**
 * Creates or replaces every function of `functionFiles`, after the migrations (which make the
 * tables they read and drop a function whose arguments or result type change), at every start:
 * a changed file is in force at the next start, an unchanged one is replaced by itself. One
 * transaction, so a process sees all the new definitions or none, under a lock, so processes
 * starting together do not replace the same function at once (PostgreSQL refuses that).
 */
export async function applyFunctions(db: Db, root = codeRoot): Promise<void> {
  const files = functionFiles(root);
  // A build that left them out would start on the migrations' older definitions without a word.
  if (files.length === 0) throw new Error(`no database function files under ${root}`);
  const statements = files.map((file) => readFileSync(join(root, file), 'utf8'));
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${REPEATABLE_LOCK_KEY})`);
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}
