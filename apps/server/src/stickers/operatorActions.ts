import { eq } from 'drizzle-orm';
import { writeAudit } from '../platform/audit';
import type { Operator } from '../platform/operator';
import type { Db } from '../db/database';
import { stickers, users } from '../db/schema';
import { AppError } from '../http/errors';
import { grantSticker } from './actions';

/** Puts copies of a sticker in a player's album, written to the audit log. */
export async function grantStickers(
  tx: Db,
  input: { userId: number; stickerId: number; count: number },
  operator: Operator,
) {
  const [player] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!player) throw new AppError(404, 'errors.playerNotFound');
  const [sticker] = await tx
    .select({ id: stickers.id })
    .from(stickers)
    .where(eq(stickers.id, input.stickerId));
  if (!sticker) throw new AppError(404, 'errors.notFound');
  await grantSticker(tx, input.userId, input.stickerId, input.count);
  const auditId = await writeAudit(tx, operator, {
    action: 'players.grantSticker',
    target: `user:${input.userId}`,
    after: { stickerId: input.stickerId, count: input.count },
  });
  return { auditId };
}
