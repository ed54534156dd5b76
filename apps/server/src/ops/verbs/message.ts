import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema';
import { sendMessage } from '../../messages/actions';
import { defineVerb } from '../verb';
import { idFlag } from './common';

export const messageVerb = defineVerb({
  name: 'message',
  summary: "write an in-site message to a player's inbox",
  usage: '--user <user id> --title <text> --content <text>',
  flags: z
    .object({
      user: idFlag,
      title: z.string().min(1).max(100),
      content: z.string().min(1).max(5000),
    })
    .strict(),
  async run({ db }, flags) {
    const [player] = await db.select({ id: users.id }).from(users).where(eq(users.id, flags.user));
    if (!player) throw new Error(`there is no user ${flags.user}`);
    await sendMessage(db, flags.user, { title: flags.title, content: flags.content });
    return [`sent "${flags.title}" to user ${flags.user}`];
  },
});
