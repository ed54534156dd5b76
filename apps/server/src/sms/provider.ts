import type { Db } from '../db/database';
import { smsOutbox } from '../db/schema';

/** Sends a verification code by SMS. A real gateway would implement this for production. */
export interface SmsProvider {
  sendCode(mobile: string, code: string): Promise<void>;
}

/** SMS_CODE_TTL_MINUTES appears in the text the player reads. */
export const SMS_CODE_TTL_MINUTES = 5;

/**
 * The development provider (DESIGN section 4): nothing leaves the machine; the message lands in
 * the sms_outbox table, which `pnpm ops sms` and the tests read.
 */
export function createOutboxSmsProvider(db: Db): SmsProvider {
  return {
    async sendCode(mobile, code) {
      const text = `【SkinBox】验证码 ${code}，${SMS_CODE_TTL_MINUTES}分钟内有效。Your code is ${code}.`;
      await db.insert(smsOutbox).values({ mobile, code, text });
    },
  };
}
