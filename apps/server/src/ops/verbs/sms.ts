import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { smsOutbox } from '../../db/schema';
import { defineVerb } from '../verb';

export const smsVerb = defineVerb({
  name: 'sms',
  summary: 'read the outbox of the development SMS provider (newest first)',
  usage: '[--mobile <number>] [--limit <n>]',
  flags: z
    .object({
      mobile: z
        .string()
        .regex(/^\d{6,15}$/)
        .optional(),
      limit: z.coerce.number().int().min(1).max(500).default(20),
    })
    .strict(),
  async run({ db }, { mobile, limit }) {
    const rows = await db
      .select()
      .from(smsOutbox)
      .where(mobile ? eq(smsOutbox.mobile, mobile) : undefined)
      .orderBy(desc(smsOutbox.id))
      .limit(limit);
    if (rows.length === 0) return ['the outbox is empty'];
    return rows.map((row) => `${row.createdAt.toISOString()}\t${row.mobile}\t${row.text}`);
  },
});
