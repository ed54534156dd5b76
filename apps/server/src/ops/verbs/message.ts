import { z } from 'zod';
import { OPS_OPERATOR } from '../../platform/operator';
import { sendPlayerMessage } from '../../players/operatorActions';
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
    await db.transaction((tx) =>
      sendPlayerMessage(
        tx,
        { userId: flags.user, title: flags.title, content: flags.content },
        OPS_OPERATOR,
      ),
    );
    return [`sent "${flags.title}" to user ${flags.user}`];
  },
});
