import { linksToTerminal } from '@skinbox/fairness';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNextRound } from '../../crash/actions';
import { loadCrashConfig } from '../../crash/config';
import { crashChains, crashHashes } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { OpsError, runOps } from '../run';
import { MAX_CHAIN_ROUNDS } from './crashChain';

describe('pnpm ops crash-chain', () => {
  let database: TestDatabase;
  const ops = (...argv: string[]) => runOps(argv, database);
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  it('stores a chain of the asked length and prints its terminal hash', async () => {
    const lines = await ops('crash-chain', '--rounds', '6');
    expect(lines[0]).toBe('crash chain of 6 rounds; the next round starts on it');
    const terminalHash = /^terminal hash ([0-9a-f]{64})$/.exec(lines[1] ?? '')?.[1];
    const [chain] = await database.db.select().from(crashChains);
    expect(chain).toMatchObject({ terminalHash, length: 6 });
    const hashes = await database.db
      .select()
      .from(crashHashes)
      .where(eq(crashHashes.chainId, chain?.id ?? 0))
      .orderBy(asc(crashHashes.position));
    expect(hashes.map((h) => h.position)).toEqual([1, 2, 3, 4, 5, 6]);
    // Position n is n SHA-256 links from the published hash: the chain holds link by link.
    for (const { hash, position } of hashes) {
      expect(await linksToTerminal(hash, terminalHash ?? '', 6)).toBe(position);
    }
  });

  it('makes the loop’s next round start on the new chain, committed to its terminal hash', async () => {
    const lines = await ops('crash-chain', '--rounds', '2');
    const terminalHash = lines[1]?.slice('terminal hash '.length);
    const round = await openNextRound(database.db, loadCrashConfig({}), Date.now());
    expect(round).toMatchObject({ position: 1, commitment: terminalHash });
  });

  it('refuses a length outside 1 to a million and changes nothing', async () => {
    const before = await database.db.select().from(crashChains);
    for (const rounds of ['0', String(MAX_CHAIN_ROUNDS + 1), 'many']) {
      await expect(ops('crash-chain', '--rounds', rounds)).rejects.toThrow(OpsError);
    }
    await expect(ops('crash-chain', '--round', '5')).rejects.toThrow(/invalid flags/);
    expect(await database.db.select().from(crashChains)).toEqual(before);
  });
});
