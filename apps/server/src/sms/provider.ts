import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Db } from '../db/database';
import { smsOutbox } from '../db/schema';

/** Sends a verification code by SMS. A real gateway would implement this for production. */
export interface SmsProvider {
  sendCode(mobile: string, code: string, purpose: string): Promise<void>;
}

/** SMS_CODE_TTL_MINUTES appears in the text the player reads. */
export const SMS_CODE_TTL_MINUTES = 5;

/** The outbox file of the dev provider, one JSON line per message, inside DATA_DIR. */
export const SMS_OUTBOX_FILE = 'sms-outbox.jsonl';

/** One line of the outbox file. */
export interface OutboxLine {
  mobile: string;
  code: string;
  purpose: string;
  sentAt: string;
}

/**
 * The development provider (DESIGN section 4): nothing leaves the machine. Each message lands in
 * the sms_outbox table (read by `pnpm ops sms` and the tests) and as one JSON line in
 * `<DATA_DIR>/sms-outbox.jsonl`, which other processes (the e2e journeys) can read while the
 * server holds PGlite's single connection.
 */
export function createOutboxSmsProvider(db: Db, outboxFile: string): SmsProvider {
  return {
    async sendCode(mobile, code, purpose) {
      const text = `【SkinBox】验证码 ${code}，${SMS_CODE_TTL_MINUTES}分钟内有效。Your code is ${code}.`;
      await db.insert(smsOutbox).values({ mobile, code, text });
      const line: OutboxLine = { mobile, code, purpose, sentAt: new Date().toISOString() };
      await mkdir(dirname(outboxFile), { recursive: true });
      await appendFile(outboxFile, `${JSON.stringify(line)}\n`);
    },
  };
}
