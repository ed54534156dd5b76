import { AccountKind } from '@skinbox/api';
import { z } from 'zod';
import { OPS_OPERATOR } from '../../platform/operator';
import { setPlayerKind, setReserveStatus } from '../../players/operatorActions';
import { defineVerb } from '../verb';
import { idFlag } from './common';

export const userSetVerb = defineVerb({
  name: 'user-set',
  summary: "change a player's account kind or reserve status (1 opens the battle pages)",
  usage: '--user <user id> [--kind general|anchor|ai|test] [--reserve-status <n>]',
  flags: z
    .object({
      user: idFlag,
      kind: z.enum(['general', 'anchor', 'ai', 'test']).optional(),
      'reserve-status': z.coerce.number().int().min(0).max(9).optional(),
    })
    .strict()
    .refine((f) => f.kind !== undefined || f['reserve-status'] !== undefined, {
      message: 'give --kind, --reserve-status or both',
    }),
  async run({ db }, flags) {
    await db.transaction(async (tx) => {
      const userId = flags.user;
      if (flags.kind)
        await setPlayerKind(tx, { userId, kind: AccountKind[flags.kind] }, OPS_OPERATOR);
      const reserveStatus = flags['reserve-status'];
      if (reserveStatus !== undefined) {
        await setReserveStatus(tx, { userId, reserveStatus }, OPS_OPERATOR);
      }
    });
    return [
      ...(flags.kind ? [`user ${flags.user}: kind ${flags.kind}`] : []),
      ...(flags['reserve-status'] !== undefined
        ? [`user ${flags.user}: reserve status ${flags['reserve-status']}`]
        : []),
    ];
  },
});
