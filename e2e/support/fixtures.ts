import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A player seeded by start-server.mjs from a `support/*.users.json` entry. */
export interface FixtureUser {
  name: string;
  mobile: string;
  password: string;
  userId: number;
  /** A signed-in session opened at seeding time. */
  token: string;
}

interface Fixtures {
  users: Record<string, FixtureUser>;
  ops: Record<string, string[]>;
}

/** The data folder of this run's server (set once by playwright.config.ts, inherited by workers). */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir)
    throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  return dir;
}

function fixtures(): Fixtures {
  return JSON.parse(readFileSync(join(dataDir(), 'e2e-fixtures.json'), 'utf8')) as Fixtures;
}

export function fixtureUser(name: string): FixtureUser {
  const user = fixtures().users[name];
  if (!user) throw new Error(`no fixture user ${name}: add it to an e2e/support/*.users.json file`);
  return user;
}

/** The lines a seeding verb printed, by its verb line as written in the `*.ops.json` file. */
export function opsOutput(verbLine: string): string[] {
  const lines = fixtures().ops[verbLine];
  if (!lines) throw new Error(`no seeding verb "${verbLine}" in e2e/support/*.ops.json`);
  return lines;
}
