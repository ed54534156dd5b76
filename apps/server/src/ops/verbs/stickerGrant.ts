import { z } from 'zod';
import { OPS_OPERATOR } from '../../platform/operator';
import { grantStickers } from '../../stickers/operatorActions';
import { defineVerb } from '../verb';
import { idFlag } from './common';

export const stickerGrantVerb = defineVerb({
  name: 'sticker-grant',
  summary: "put copies of a sticker in a player's album",
  usage: '--user <user id> --sticker <sticker id> [--count <copies>]',
  flags: z
    .object({
      user: idFlag,
      sticker: idFlag,
      count: z.coerce.number().int().min(1).max(1000).default(1),
    })
    .strict(),
  async run({ db }, flags) {
    await db.transaction((tx) =>
      grantStickers(
        tx,
        { userId: flags.user, stickerId: flags.sticker, count: flags.count },
        OPS_OPERATOR,
      ),
    );
    return [`gave user ${flags.user} ${flags.count} of sticker ${flags.sticker}`];
  },
});
