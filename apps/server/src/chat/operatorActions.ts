import { and, eq, gt } from 'drizzle-orm';
import { writeAudit } from '../platform/audit';
import type { Operator } from '../platform/operator';
import type { Db } from '../db/database';
import { chatMutes, users } from '../db/schema';
import { AppError } from '../http/errors';
import { deleteLines, mutePlayer } from './actions';

/** The chat moderators' rules (GAMES.md section 7), each written to the audit log. */

/** Mutes a player until `until`; an instant already passed lifts a mute. */
export async function muteInChat(
  tx: Db,
  input: { userId: number; until: Date; reason: string },
  operator: Operator,
  now: Date,
) {
  const [player] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!player) throw new AppError(404, 'errors.playerNotFound');
  const [before] = await tx
    .select({ until: chatMutes.until })
    .from(chatMutes)
    .where(and(eq(chatMutes.userId, input.userId), gt(chatMutes.until, now)));
  await mutePlayer(tx, input.userId, input.until, input.reason);
  const auditId = await writeAudit(tx, operator, {
    action: 'players.mute',
    target: `user:${input.userId}`,
    before: { mutedUntil: before?.until ?? null },
    after: { mutedUntil: input.until > now ? input.until : null },
    reason: input.reason,
  });
  return { auditId };
}

/** Deletes lines by id or every line of a player; a job tells the rooms (chat/jobs.ts). */
export async function deleteChatLines(
  tx: Db,
  input: ({ lineIds: number[] } | { userId: number }) & { reason?: string },
  operator: Operator,
  now: Date,
) {
  const deleted = await deleteLines(
    tx,
    'lineIds' in input ? { ids: input.lineIds } : { userId: input.userId },
    now,
  );
  const auditId = await writeAudit(tx, operator, {
    action: 'queues.deleteChat',
    target: 'userId' in input ? `user:${input.userId}` : 'chat:lobby',
    after: { deleted },
    reason: input.reason,
  });
  return { auditId, deleted };
}
