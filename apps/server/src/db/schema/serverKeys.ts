import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Keys the server processes share and players never see, each made at random on first need (one
 * insert that the first process wins). `roomPasswords` keys the HMAC of room passwords
 * (platform/roomPasswords.ts).
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  key: bytea('key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
