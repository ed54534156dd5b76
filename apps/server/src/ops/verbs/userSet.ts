import { AccountKind } from '@skinbox/api';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema';
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
    const changes: Partial<typeof users.$inferInsert> = {};
    if (flags.kind) changes.userType = AccountKind[flags.kind];
    if (flags['reserve-status'] !== undefined) changes.reserveStatus = flags['reserve-status'];
    const updated = await db.update(users).set(changes).where(eq(users.id, flags.user)).returning();
    if (updated.length === 0) throw new Error(`there is no user ${flags.user}`);
    return [
      ...(flags.kind ? [`user ${flags.user}: kind ${flags.kind}`] : []),
      ...(flags['reserve-status'] !== undefined
        ? [`user ${flags.user}: reserve status ${flags['reserve-status']}`]
        : []),
    ];
  },
});
