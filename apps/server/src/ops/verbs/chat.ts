import { chat as calls } from '@skinbox/api';
import { z } from 'zod';
import { OPS_OPERATOR } from '../../platform/operator';
import { deleteChatLines, muteInChat } from '../../chat/operatorActions';
import { defineVerb } from '../verb';
import { idFlag } from './common';
import { MINUTE_MS } from '@skinbox/rules';

export const chatMuteVerb = defineVerb({
  name: 'chat-mute',
  summary:
    'mute a player in the group chat until a time (or for some minutes); --minutes 0 lifts a mute',
  usage: '--user <user id> (--minutes <n> | --until <ISO time>) [--reason <text>]',
  flags: z
    .object({
      user: idFlag,
      minutes: z.coerce
        .number()
        .int()
        .min(0)
        .max(366 * 24 * 60)
        .optional(),
      until: z.iso.datetime({ offset: true }).optional(),
      reason: z.string().trim().max(200).default(''),
    })
    .strict()
    .refine((f) => (f.minutes === undefined) !== (f.until === undefined), {
      message: 'give --minutes or --until, not both',
    }),
  async run({ db }, flags) {
    const now = new Date();
    const until = flags.until
      ? new Date(flags.until)
      : new Date(now.getTime() + (flags.minutes ?? 0) * MINUTE_MS);
    if (flags.until !== undefined && until.getTime() <= now.getTime()) {
      throw new Error('--until has passed; use --minutes 0 to lift a mute');
    }
    await db.transaction((tx) =>
      muteInChat(tx, { userId: flags.user, until, reason: flags.reason }, OPS_OPERATOR, now),
    );
    return until.getTime() <= now.getTime()
      ? [`user ${flags.user} may post in the group chat again`]
      : [`user ${flags.user} muted in the group chat until ${until.toISOString()}`];
  },
});

export const chatDeleteVerb = defineVerb({
  name: 'chat-delete',
  summary: `delete group chat lines (by id, or every line of a player); the rooms drop them live (channel ${calls.CHAT_CHANNEL})`,
  usage: '(--ids <id,id,…> | --user <user id>)',
  flags: z
    .object({
      ids: z
        .string()
        .regex(/^\d+(,\d+)*$/, 'line ids separated by commas, e.g. 12,40')
        .transform((list) => [...new Set(list.split(',').map(Number))])
        .optional(),
      user: idFlag.optional(),
    })
    .strict()
    .refine((f) => (f.ids === undefined) !== (f.user === undefined), {
      message: 'give --ids or --user, not both',
    }),
  async run({ db }, flags) {
    const { deleted: ids } = await db.transaction((tx) =>
      deleteChatLines(
        tx,
        flags.ids ? { lineIds: flags.ids } : { userId: flags.user ?? 0 },
        OPS_OPERATOR,
        new Date(),
      ),
    );
    return ids.length === 0
      ? ['nothing deleted: no such line left']
      : [`deleted ${ids.length} line(s): ${ids.join(',')}`];
  },
});
