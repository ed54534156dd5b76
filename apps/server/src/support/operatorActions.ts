import { desc, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../platform/audit';
import type { Operator } from '../platform/operator';
import type { Db } from '../db/database';
import { supportClosures, supportMessages, users } from '../db/schema';
import { AppError } from '../http/errors';
import { answerSupport } from './actions';

/** The support inbox's operator rules (GAMES.md section 7), each written to the audit log. */

async function requirePlayer(tx: Db, userId: number) {
  const [player] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!player) throw new AppError(404, 'errors.playerNotFound');
}

/** Answers in the conversation; the answer also arrives as an in-site message. */
export async function answerSupportThread(
  tx: Db,
  input: { userId: number; answer: string },
  operator: Operator,
) {
  await requirePlayer(tx, input.userId);
  const line = await answerSupport(tx, input.userId, input.answer);
  const auditId = await writeAudit(tx, operator, {
    action: 'queues.answerSupport',
    target: `user:${input.userId}`,
    after: { line: line.id, answer: input.answer },
  });
  return { auditId, lineId: line.id };
}

/** Takes a conversation off the inbox without an answer, until the player writes again. */
export async function closeSupportThread(
  tx: Db,
  input: { userId: number; reason?: string },
  operator: Operator,
) {
  await requirePlayer(tx, input.userId);
  const [last] = await tx
    .select({ id: supportMessages.id })
    .from(supportMessages)
    .where(eq(supportMessages.userId, input.userId))
    .orderBy(desc(supportMessages.id))
    .limit(1);
  if (!last) throw new AppError(404, 'errors.notFound');
  await tx
    .insert(supportClosures)
    .values({ userId: input.userId, throughMessageId: last.id })
    .onConflictDoUpdate({
      target: supportClosures.userId,
      set: { throughMessageId: last.id, closedAt: sql`now()` },
    });
  const auditId = await writeAudit(tx, operator, {
    action: 'queues.closeSupport',
    target: `user:${input.userId}`,
    after: { throughMessageId: last.id },
    reason: input.reason,
  });
  return { auditId };
}
