import { AccountKind, defaultNickName, fields } from '@skinbox/api';
import { z } from 'zod';
import { OPS_OPERATOR } from '../../platform/operator';
import { openSession } from '../../auth/sessions';
import { createPlayerAccount } from '../../players/operatorActions';
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
    const created = await db.transaction((tx) =>
      createPlayerAccount(
        tx,
        {
          mobile: flags.mobile,
          password: flags.password,
          nickName: flags.nick ?? defaultNickName(flags.mobile),
          kind: AccountKind[flags.kind],
          vipGrowthCents: BigInt(flags['vip-growth']) * 100n,
        },
        OPS_OPERATOR,
      ),
    );
    const lines = [`created user ${created.userId} (${flags.kind}) with account ${flags.mobile}`];
    if (flags.token) lines.push(`token: ${await openSession(db, created.userId, new Date())}`);
    return lines;
  },
});
