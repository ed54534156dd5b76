import { z } from 'zod';
import { OPS_OPERATOR } from '../../admin/operator';
import { rotateCrashChain } from '../../crash/operatorActions';
import { defineVerb } from '../verb';

/** A million rounds: about 70 days of 6-second rounds with their pauses and curves. */
export const MAX_CHAIN_ROUNDS = 1_000_000;

export const crashChainVerb = defineVerb({
  name: 'crash-chain',
  summary:
    'make a new chain of crash game hashes; prints its terminal hash, which the crash page shows',
  usage: '[--rounds <n>] (default 100000)',
  flags: z
    .object({ rounds: z.coerce.number().int().min(1).max(MAX_CHAIN_ROUNDS).default(100_000) })
    .strict(),
  async run({ db }, flags) {
    const { terminalHash, rounds } = await db.transaction((tx) =>
      rotateCrashChain(tx, { rounds: flags.rounds }, OPS_OPERATOR),
    );
    return [
      `crash chain of ${rounds} rounds; the next round starts on it`,
      `terminal hash ${terminalHash}`,
    ];
  },
});
