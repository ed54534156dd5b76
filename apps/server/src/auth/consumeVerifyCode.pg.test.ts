import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyCodes } from '../db/schema';
import { AppError } from '../http/errors';
import type { SmsProvider } from '../sms/provider';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { SMS_CODE_MAX_ATTEMPTS } from './limits';
import { consumeVerifyCode, sendVerifyCode } from './verifyCodes';

/**
 * Issue 13 #3 without HTTP in between: no rate limit stands in front of consumeVerifyCode here,
 * so the right code sent last is refused only because the code's own attempt count is spent.
 */
const GUESSES = 200;
const MOBILE = '13900000200';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.dispose());

async function issueCode() {
  let sent = '';
  const sms: SmsProvider = {
    sendCode: (_mobile, code) => {
      sent = code;
      return Promise.resolve();
    },
  };
  await sendVerifyCode(
    database.db,
    sms,
    {
      mobile: MOBILE,
      purpose: 'forgotPassword',
      ip: '203.0.113.9',
    },
    new Date(),
  );
  return sent;
}

async function outcome(code: string) {
  try {
    await consumeVerifyCode(
      database.db,
      { mobile: MOBILE, purpose: 'forgotPassword', code },
      new Date(),
    );
    return 'accepted';
  } catch (error) {
    if (error instanceof AppError) return error.key;
    throw error;
  }
}

describe('consumeVerifyCode under 200 parallel guesses', () => {
  it('refuses the right code sent after 199 wrong ones: the attempts were spent first', async () => {
    const code = await issueCode();
    const wrong = Array.from({ length: GUESSES - 1 }, (_, i) => String(i).padStart(6, '0')).map(
      (guess) => (guess === code ? '999999' : guess),
    );
    const outcomes = await Promise.all([...wrong, code].map(outcome));

    expect(outcomes.at(-1)).toBe('errors.verifyCodeWrong');
    expect(outcomes.filter((result) => result === 'accepted')).toHaveLength(0);
    const [row] = await database.db
      .select({ attempts: verifyCodes.attempts, consumedAt: verifyCodes.consumedAt })
      .from(verifyCodes)
      .where(eq(verifyCodes.mobile, MOBILE));
    expect(row).toEqual({ attempts: SMS_CODE_MAX_ATTEMPTS, consumedAt: null });
    // The code is dead for good: the right code alone, afterwards, is refused too.
    expect(await outcome(code)).toBe('errors.verifyCodeWrong');
  });
});
