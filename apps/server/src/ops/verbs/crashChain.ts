import { z } from 'zod';
import { OPS_OPERATOR } from '../../platform/operator';
import { rotateCrashChain, saltCrashChain } from '../../crash/operatorActions';
import { defineVerb } from '../verb';

export const crashChainVerb = defineVerb({
  name: 'crash-chain',
  summary:
    'rotate the crash chain: commit a new chain with the announced source of its salt (prints the terminal hash to publish), then set the salt once that public value exists; rounds are played only on a salted chain',
  usage:
    '--rounds <n> (default 100000) --salt-source "<a public value that does not exist yet, e.g. the hash of Bitcoin block 880000>" | --chain <id> --salt <the value>',
  flags: z.union([
    z
      .object({
        rounds: z.coerce.number().default(100_000),
        'salt-source': z.string(),
      })
      .strict(),
    z.object({ chain: z.coerce.number(), salt: z.string() }).strict(),
  ]),
  async run({ db }, flags) {
    if ('salt' in flags) {
      const { chain } = await db.transaction((tx) =>
        saltCrashChain(tx, { chainId: flags.chain, salt: flags.salt }, OPS_OPERATOR),
      );
      return [
        `crash chain ${chain.chainId}: salt ${JSON.stringify(chain.salt)} set at ${chain.saltedAt ?? ''}`,
        'the loop plays this chain from its next round',
      ];
    }
    const { chain } = await db.transaction((tx) =>
      rotateCrashChain(
        tx,
        { rounds: flags.rounds, saltSource: flags['salt-source'] },
        OPS_OPERATOR,
      ),
    );
    return [
      `crash chain ${chain.chainId} of ${chain.rounds} rounds committed at ${chain.committedAt}`,
      `terminal hash ${chain.terminalHash}`,
      `salt source ${JSON.stringify(chain.saltSource)}`,
      `publish the terminal hash and the salt source now; when that value exists, run: pnpm ops crash-chain --chain ${chain.chainId} --salt <value>`,
    ];
  },
});
