import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMS_CODE_MAX_ATTEMPTS, SMS_PER_ADDRESS_PER_HOUR } from './limits';
import { verifyCodes } from '../db/schema';
import { freshMobile, receiveCode, solvedSlider } from '../testing/authFlow';
import { call } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('SMS codes under concurrent requests', () => {
  it('sends one code when a phone asks many times at once', async () => {
    const mobile = freshMobile();
    const sliders = await Promise.all(Array.from({ length: 6 }, () => solvedSlider(server)));
    const responses = await Promise.all(
      sliders.map((slider) =>
        call(server, '/api/auth/getVerifyCode', { ...slider, mobile, purpose: 'register' }),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429, 429]);
  });
});

describe('guessing an SMS code in parallel', () => {
  it('refuses the right code sent last among 200 parallel forgotPassword guesses', async () => {
    const { mobile } = await createTestUser(server.database);
    const code = await receiveCode(server, mobile, 'forgotPassword');
    const wrongCodes = Array.from({ length: 199 }, (_, i) => String(i).padStart(6, '0')).map(
      (guess) => (guess === code ? '999999' : guess),
    );
    const guesses = [...wrongCodes, code].map((guess) =>
      call(server, '/api/auth/forgotPassword', {
        mobile,
        code: guess,
        password: 'taken0ver',
        confirmPassword: 'taken0ver',
      }),
    );
    const statuses = (await Promise.all(guesses)).map((response) => response.status);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    const [row] = await server.database.db
      .select({ attempts: verifyCodes.attempts })
      .from(verifyCodes)
      .where(eq(verifyCodes.mobile, mobile));
    expect(row?.attempts).toBeLessThanOrEqual(SMS_CODE_MAX_ATTEMPTS);
    const signIn = await call(server, '/api/auth/login', {
      type: 'password',
      account: mobile,
      password: 'taken0ver',
    });
    expect(signIn.status).toBe(400);
  });
});

describe('SMS codes per address under concurrent requests', () => {
  it(`sends at most ${SMS_PER_ADDRESS_PER_HOUR} codes when one address asks for 50 phones at once`, async () => {
    const headers = { 'x-forwarded-for': '203.0.113.50' };
    const sliders = await Promise.all(Array.from({ length: 50 }, () => solvedSlider(server)));
    const responses = await Promise.all(
      sliders.map((slider) =>
        call(
          server,
          '/api/auth/getVerifyCode',
          { ...slider, mobile: freshMobile(), purpose: 'register' },
          { headers },
        ),
      ),
    );
    const sent = responses.filter((response) => response.status === 200).length;
    expect(sent).toBe(SMS_PER_ADDRESS_PER_HOUR);
    expect(responses.every((r) => r.status === 200 || r.status === 429)).toBe(true);
  });
});
