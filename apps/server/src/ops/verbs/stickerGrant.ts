import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { stickers, users } from '../../db/schema';
import { grantSticker } from '../../stickers/actions';
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
    const [player] = await db.select({ id: users.id }).from(users).where(eq(users.id, flags.user));
    if (!player) throw new Error(`there is no user ${flags.user}`);
    const [sticker] = await db
      .select({ id: stickers.id })
      .from(stickers)
      .where(eq(stickers.id, flags.sticker));
    if (!sticker) throw new Error(`there is no sticker ${flags.sticker}`);
    await grantSticker(db, flags.user, flags.sticker, flags.count);
    return [`gave user ${flags.user} ${flags.count} of sticker ${flags.sticker}`];
  },
});
