import { AccountKind, fields } from '@skinbox/api';
import { z } from 'zod';
import { isUniqueViolation, newSpreadCode } from '../../auth/accounts';
import { hashPassword } from '../../auth/password';
import { openSession } from '../../auth/sessions';
import { users } from '../../db/schema';
import { defineVerb } from '../verb';
import { yes } from './common';

export const userCreateVerb = defineVerb({
  name: 'user-create',
  summary:
    'create a player for testing (kind test unless said otherwise); --token also signs them in',
  usage:
    '--mobile <number> --password <6-16 characters> [--nick <3-10 characters>] [--kind general|anchor|ai|test] [--vip-growth <coins>] [--token]',
  flags: z
    .object({
      mobile: fields.mobile,
      password: fields.password,
      nick: fields.nickName.optional(),
      kind: z.enum(['general', 'anchor', 'ai', 'test']).default('test'),
      'vip-growth': z.coerce.number().int().min(0).default(0),
      token: yes.optional(),
    })
    .strict(),
  async run({ db }, flags) {
    let created: { id: number } | undefined;
    try {
      [created] = await db
        .insert(users)
        .values({
          account: flags.mobile,
          mobile: flags.mobile,
          passwordHash: await hashPassword(flags.password),
          nickName: flags.nick ?? `玩家${flags.mobile.slice(-4)}`,
          userType: AccountKind[flags.kind],
          vipGrowth: BigInt(flags['vip-growth']) * 100n,
          spreadCode: newSpreadCode(),
        })
        .returning({ id: users.id });
    } catch (error) {
      if (isUniqueViolation(error)) throw new Error(`${flags.mobile} is already registered`);
      throw error;
    }
    if (!created) throw new Error('the user was not created');
    const lines = [`created user ${created.id} (${flags.kind}) with account ${flags.mobile}`];
    if (flags.token) lines.push(`token: ${await openSession(db, created.id)}`);
    return lines;
  },
});
