import type { Db } from '../db/database';
import { commitCrashChain, setCrashChainSalt } from '../crash/rotation';

/** The salt tests give their chains unless they say otherwise. */
export const TEST_CRASH_SALT = 'crash-test-salt-25';

/**
 * A chain ready to play, as an operator rotates one (crash/rotation.ts): committed from `seed`,
 * then salted. With the seed 'crash-test-1' and TEST_CRASH_SALT, rounds 1 to 3 crash at 2.56x,
 * 40.43x and 1.68x.
 */
export async function saltedCrashChain(
  db: Db,
  { rounds, seed, salt = TEST_CRASH_SALT }: { rounds: number; seed: string; salt?: string },
) {
  const committed = await commitCrashChain(
    db,
    { rounds, saltSource: 'a value fixed by the test' },
    seed,
  );
  return setCrashChainSalt(db, { chainId: committed.chainId, salt });
}
