import { sha256Hex } from '@skinbox/fairness';
import type { Db } from '../../db/database';
import { seedPairs } from '../../db/schema';

/**
 * Gives a simulated player a seed pair made from `label`, before its first roll: the same rolls
 * on every run, so a simulation's verdict does not depend on luck.
 */
export async function fixSeeds(db: Db, userId: number, label: string): Promise<void> {
  const serverSeed = await sha256Hex(label);
  await db.insert(seedPairs).values({
    userId,
    serverSeed,
    serverSeedHash: await sha256Hex(serverSeed),
    clientSeed: 'economy-simulation',
  });
}
