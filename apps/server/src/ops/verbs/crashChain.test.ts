import { crash } from '@skinbox/api';
import { crashPoint, linksToTerminal } from '@skinbox/fairness';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNextRound } from '../../crash/actions';
import { loadCrashConfig } from '../../crash/config';
import { crashChains, crashHashes, crashRounds } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { OpsError } from '../opsError';
import { runOps } from '../run';

const SOURCE = 'the hash of Bitcoin block 912345';
const SALT = '00000000000000000000d5a3c9e0f17a6b28c4e3f5a7b9c1d3e5f7a9b1c3d5e7';

describe('pnpm ops crash-chain', () => {
  let database: TestDatabase;
  const ops = (...argv: string[]) => runOps(argv, database);
  const config = loadCrashConfig({});
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  let chainId = 0;
  let terminalHash = '';

  it('commits a chain of the asked length with its salt source, and prints what to publish', async () => {
    const lines = await ops('crash-chain', '--rounds', '6', '--salt-source', SOURCE);
    chainId = Number(/^crash chain (\d+) of 6 rounds committed at /.exec(lines[0] ?? '')?.[1]);
    terminalHash = /^terminal hash ([0-9a-f]{64})$/.exec(lines[1] ?? '')?.[1] ?? '';
    expect(lines.slice(2)).toEqual([
      `salt source "${SOURCE}"`,
      `publish the terminal hash and the salt source now; when that value exists, run: pnpm ops crash-chain --chain ${chainId} --salt <value>`,
    ]);
    const [chain] = await database.db.select().from(crashChains);
    expect(chain).toMatchObject({ terminalHash, length: 6, saltSource: SOURCE, salt: null });
    const hashes = await database.db
      .select()
      .from(crashHashes)
      .where(eq(crashHashes.chainId, chainId))
      .orderBy(asc(crashHashes.position));
    expect(hashes.map((h) => h.position)).toEqual([1, 2, 3, 4, 5, 6]);
    // Position n is n SHA-256 links from the published hash: the chain holds link by link.
    for (const { hash, position } of hashes) {
      expect(await linksToTerminal(hash, terminalHash, 6)).toBe(position);
    }
  });

  it('plays no round of the chain before its salt is set', async () => {
    expect(await openNextRound(database.db, config, Date.now())).toBeNull();
    expect(await database.db.select().from(crashRounds)).toEqual([]);
  });

  it('sets the salt once; the next round opens on the chain, its crash point keyed with the salt', async () => {
    const lines = await ops('crash-chain', '--chain', String(chainId), '--salt', SALT);
    expect(lines[0]).toMatch(new RegExp(`^crash chain ${chainId}: salt "${SALT}" set at `));
    const round = await openNextRound(database.db, config, Date.now());
    expect(round).toMatchObject({ chainId, position: 1, commitment: terminalHash });
    expect(await crashPoint(round?.hash ?? '', config.houseEdge, SALT)).toBe(round?.crashPoint);
  });

  it('refuses a second salt, an unknown chain and a chain committed before salts, changing nothing', async () => {
    const before = await database.db.select().from(crashChains).orderBy(asc(crashChains.id));
    await expect(ops('crash-chain', '--chain', String(chainId), '--salt', 'other')).rejects.toThrow(
      'This chain’s salt is already set and cannot change',
    );
    await expect(ops('crash-chain', '--chain', '999', '--salt', SALT)).rejects.toThrow(
      'There is no such chain',
    );
    const [legacy] = await database.db
      .insert(crashChains)
      .values({ terminalHash: 'f'.repeat(64), length: 1 })
      .returning();
    await expect(ops('crash-chain', '--chain', String(legacy?.id), '--salt', SALT)).rejects.toThrow(
      'committed without an announced salt source',
    );
    await database.db.delete(crashChains).where(eq(crashChains.id, legacy?.id ?? 0));
    expect(await database.db.select().from(crashChains).orderBy(asc(crashChains.id))).toEqual(
      before,
    );
  });

  it('refuses a length outside 1 to a million, an empty source or salt, and mixed flags', async () => {
    const before = await database.db.select().from(crashChains);
    for (const rounds of ['0', String(crash.CRASH_CHAIN_MAX_ROUNDS + 1), '2.5']) {
      await expect(ops('crash-chain', '--rounds', rounds, '--salt-source', SOURCE)).rejects.toThrow(
        'A chain holds a whole number of rounds from 1 to 1000000',
      );
    }
    await expect(ops('crash-chain', '--rounds', '5', '--salt-source', '  ')).rejects.toThrow(
      'Say where the salt will come from',
    );
    await expect(ops('crash-chain', '--chain', String(chainId), '--salt', ' ')).rejects.toThrow(
      'Enter the salt',
    );
    await expect(ops('crash-chain', '--rounds', '5')).rejects.toThrow(OpsError);
    await expect(
      ops('crash-chain', '--rounds', '5', '--salt-source', SOURCE, '--salt', SALT),
    ).rejects.toThrow(/invalid flags/);
    expect(await database.db.select().from(crashChains)).toEqual(before);
  });
});
