import type { auth } from '@skinbox/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshMobile, lastSmsCode, solvedSlider } from '../testing/authFlow';
import { call } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/users';

/**
 * Issue 27: getVerifyCode told registered from unregistered phones (409 "already registered" for a
 * sign-up, 404 "not registered" for a sign-in or a reset). Now both are answered alike, the
 * counts and the resend wait included; only the phone's owner learns, by receiving the code or
 * not, and the calls that check a code say nothing about the phone before the code is right.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const en = { 'accept-language': 'en' };

async function askCode(mobile: string, purpose: auth.VerifyCodePurpose, token?: string) {
  const slider = await solvedSlider(server);
  const answer = await call(
    server,
    '/api/auth/getVerifyCode',
    { ...slider, mobile, purpose },
    { token, headers: en },
  );
  return { status: answer.status, body: answer.body };
}

/** A phone with an account, and one without. */
async function phones() {
  const owner = await createTestUser(server.database, { mobile: freshMobile() });
  return { registered: owner.mobile ?? '', unregistered: freshMobile() };
}

describe('getVerifyCode answers alike for any phone', () => {
  it.each(['register', 'login', 'forgotPassword'] as const)(
    'for %s: the same answer twice in a row, and an SMS only to the phone it can serve',
    async (purpose) => {
      const { registered, unregistered } = await phones();
      const first = [await askCode(registered, purpose), await askCode(unregistered, purpose)];
      expect(first[0]).toEqual({ status: 200, body: expect.objectContaining({ code: 0 }) });
      expect(first[1]).toEqual(first[0]);
      const again = [await askCode(registered, purpose), await askCode(unregistered, purpose)];
      expect(again[0]?.status).toBe(429);
      expect(again[1]?.status).toBe(429);
      const served = purpose === 'register' ? unregistered : registered;
      const refused = purpose === 'register' ? registered : unregistered;
      expect(await lastSmsCode(server, served)).toMatch(/^\d{6}$/);
      expect(await lastSmsCode(server, refused)).toBeUndefined();
    },
  );

  it('for binding a phone: alike whether another account holds it', async () => {
    const { registered, unregistered } = await phones();
    const binder = await createTestUser(server.database, { mobile: null, account: 'binder_ab12' });
    const answers = [
      await askCode(registered, 'bindMobile', binder.token),
      await askCode(unregistered, 'bindMobile', binder.token),
    ];
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]?.status).toBe(200);
    expect(await lastSmsCode(server, registered)).toBeUndefined();
  });
});

describe('the calls that check a code say nothing of the phone before the code is right', () => {
  it('answers a wrong code alike for sign-in, reset, sign-up and binding', async () => {
    const { registered, unregistered } = await phones();
    const binder = await createTestUser(server.database, { mobile: null, account: 'binder_cd34' });
    const wrong = {
      status: 400,
      body: { code: 400, msg: 'The verification code is wrong or has expired' },
    };
    const attempt = async (path: string, payload: object, token?: string) => {
      const answer = await call(server, path, payload, { token, headers: en });
      return { status: answer.status, body: answer.body };
    };
    for (const mobile of [registered, unregistered]) {
      expect(await attempt('/api/auth/login', { type: 'code', mobile, code: '000000' })).toEqual(
        wrong,
      );
      expect(
        await attempt('/api/auth/forgotPassword', {
          mobile,
          code: '000000',
          password: 'newpass123',
          confirmPassword: 'newpass123',
        }),
      ).toEqual(wrong);
      expect(
        await attempt('/api/auth/register', {
          mobile,
          code: '000000',
          password: 'secret123',
          confirmPassword: 'secret123',
          agreement: true,
          adult: true,
        }),
      ).toEqual(wrong);
      expect(
        await attempt('/api/auth/bindMobile', { mobile, code: '000000' }, binder.token),
      ).toEqual(wrong);
    }
  });
});
