import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { messages, supportMessages } from '../db/schema';
import { sendMessage } from '../messages/actions';
import { presentSupportMessage } from './queries';

/** A player's message to customer service. */
export async function askSupport(db: Db, userId: number, body: string) {
  const [row] = await db
    .insert(supportMessages)
    .values({ userId, author: 'player', body })
    .returning();
  if (!row) throw new Error('the support message insert returned nothing');
  return presentSupportMessage(row);
}

/**
 * An operator's answer (`pnpm ops support-answer`): added to the conversation and written to the
 * player's inbox as an in-site message, in one transaction.
 */
export function answerSupport(db: Db, userId: number, answer: string) {
  return db.transaction(async (tx) => {
    await sendMessage(tx, userId, { template: 'supportAnswer', params: { answer } });
    const [message] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.userId, userId))
      .orderBy(desc(messages.id))
      .limit(1);
    const [row] = await tx
      .insert(supportMessages)
      .values({ userId, author: 'operator', body: answer, messageId: message?.id ?? null })
      .returning();
    if (!row) throw new Error('the support answer insert returned nothing');
    return presentSupportMessage(row);
  });
}
