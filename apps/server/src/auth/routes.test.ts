import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultNickName } from '@skinbox/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites, users } from '../db/schema';
import {
  CODE_CHECKS_PER_PHONE,
  LOGIN_PER_ACCOUNT_AND_ADDRESS,
  SLIDER_CHALLENGES_PER_ADDRESS,
  SMS_CODE_MAX_ATTEMPTS,
} from './limits';
import { SMS_OUTBOX_FILE } from '../sms/provider';
import { SLIDER_TOLERANCE_PX } from '../captcha/rules/slider';
import { SLIDER_MIN_DRAG_MS } from '../captcha/rules/sliderTrace';
import {
  freshMobile,
  humanTrace,
  lastSmsCode,
  receiveCode,
  registerOverHttp,
  solvedSlider,
} from '../testing/authFlow';
import { call } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser, TEST_PASSWORD } from '../testing/users';

const en = { 'accept-language': 'en' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const isValid = async (token: string) =>
  (await call<{ isValid: boolean }>(server, '/api/auth/verifyToken', {}, { token })).body.data
    ?.isValid;

describe('the slider check', () => {
  it(`draws at most ${SLIDER_CHALLENGES_PER_ADDRESS.limit} puzzles per address in the window`, async () => {
    const headers = { 'x-forwarded-for': '203.0.113.70' };
    const draw = () => call(server, '/api/auth/getGraphicCode', {}, { headers });
    for (let i = 0; i < SLIDER_CHALLENGES_PER_ADDRESS.limit; i++) {
      expect((await draw()).status).toBe(200);
    }
    const refused = await draw();
    expect(refused.status).toBe(429);
    const elsewhere = await call(
      server,
      '/api/auth/getGraphicCode',
      {},
      { headers: { 'x-forwarded-for': '203.0.113.71' } },
    );
    expect(elsewhere.status).toBe(200);
  });

  it('issues a server-drawn puzzle as PNG pictures without the gap position', async () => {
    const { body } = await call<Record<string, unknown>>(server, '/api/auth/getGraphicCode');
    expect(body.data?.background).toMatch(/^data:image\/png;base64,/);
    expect(body.data?.piece).toMatch(/^data:image\/png;base64,/);
    expect(Object.keys(body.data ?? {}).sort()).toEqual(
      ['background', 'captchaId', 'height', 'piece', 'pieceSize', 'pieceY', 'width'].sort(),
    );
  });

  it('must be passed before a code is sent', async () => {
    const response = await call(
      server,
      '/api/auth/getVerifyCode',
      { mobile: freshMobile(), purpose: 'register' },
      { headers: en },
    );
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe('Please pass the slider check first');
  });

  it('refuses a piece dropped away from the gap and sends nothing', async () => {
    const mobile = freshMobile();
    const slider = await solvedSlider(server);
    const missed = slider.sliderX + SLIDER_TOLERANCE_PX + 1;
    const response = await call(
      server,
      '/api/auth/getVerifyCode',
      { ...slider, sliderX: missed, sliderTrace: humanTrace(missed), mobile, purpose: 'register' },
      { headers: en },
    );
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe('The slider check failed, please retry');
    expect(await lastSmsCode(server, mobile)).toBeUndefined();
  });

  it('refuses a drag faster than a human', async () => {
    const slider = await solvedSlider(server);
    const response = await call(server, '/api/auth/getVerifyCode', {
      ...slider,
      sliderTrace: humanTrace(slider.sliderX, SLIDER_MIN_DRAG_MS - 20),
      mobile: freshMobile(),
      purpose: 'register',
    });
    expect(response.status).toBe(400);
  });

  it('answers once: a solved challenge cannot be reused', async () => {
    const slider = await solvedSlider(server);
    const first = await call(server, '/api/auth/getVerifyCode', {
      ...slider,
      mobile: freshMobile(),
      purpose: 'register',
    });
    const second = await call(server, '/api/auth/getVerifyCode', {
      ...slider,
      mobile: freshMobile(),
      purpose: 'register',
    });
    expect([first.status, second.status]).toEqual([200, 400]);
  });
});

describe('verification codes', () => {
  it('are written to the dev outbox as 6 digits', async () => {
    const code = await receiveCode(server, freshMobile(), 'register');
    expect(code).toMatch(/^\d{6}$/);
  });

  it('are also appended to the outbox file other processes read', async () => {
    const mobile = freshMobile();
    const code = await receiveCode(server, mobile, 'register');
    const lines = readFileSync(join(server.dataDir, SMS_OUTBOX_FILE), 'utf8').trim().split('\n');
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({ mobile, code, purpose: 'register' });
  });

  it('cannot be asked for again within a minute for the same phone', async () => {
    const mobile = freshMobile();
    await receiveCode(server, mobile, 'register');
    const slider = await solvedSlider(server);
    const again = await call(
      server,
      '/api/auth/getVerifyCode',
      { ...slider, mobile, purpose: 'register' },
      { headers: en },
    );
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/^Codes are sent too often, retry after \d+ seconds$/);
  });
});

describe('register', () => {
  const form = (mobile: string, code: string) => ({
    mobile,
    code,
    password: 'secret123',
    confirmPassword: 'secret123',
    agreement: true,
    adult: true,
  });

  it('creates the player and a working session', async () => {
    const { token, userId } = await registerOverHttp(server, { nickName: 'Alice' });
    expect(await isValid(token)).toBe(true);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.nickName).toBe('Alice');
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
  });

  it('names a player who gives no nickname with the neutral default, in no language', async () => {
    const { userId, mobile } = await registerOverHttp(server, {}, { 'accept-language': 'zh' });
    const [row] = await server.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.nickName).toBe(`Player${mobile.slice(-4)}`);
    expect(row?.nickName).toBe(defaultNickName(mobile));
  });

  it.each([
    [{ password: 'abc', confirmPassword: 'abc' }, 'The password must be at least 6 characters'],
    [
      { password: 'a'.repeat(17), confirmPassword: 'a'.repeat(17) },
      'The password must be at most 16 characters',
    ],
    [
      { password: 'pass word', confirmPassword: 'pass word' },
      'The password may contain only letters, digits and symbols',
    ],
    [{ confirmPassword: 'secret124' }, 'The two passwords differ'],
    [{ agreement: false }, 'Please read and accept the user agreement and the privacy policy'],
    [{ adult: false }, 'Please confirm that you are 18 or older'],
    [{ nickName: 'Al' }, 'The nickname must be 3 to 10 characters'],
    [{ mobile: '12345' }, 'The phone number format is wrong'],
  ])('refuses %o with its message and creates nothing', async (change, message) => {
    const mobile = freshMobile();
    const code = await receiveCode(server, mobile, 'register');
    const response = await call(
      server,
      '/api/auth/register',
      { ...form(mobile, code), ...change },
      { headers: en },
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 400, msg: message });
    const rows = await server.database.db.select().from(users).where(eq(users.mobile, mobile));
    expect(rows).toHaveLength(0);
  });

  it('refuses a wrong code', async () => {
    const mobile = freshMobile();
    const code = await receiveCode(server, mobile, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await call(server, '/api/auth/register', form(mobile, wrong), {
      headers: en,
    });
    expect(response.body).toEqual({
      code: 400,
      msg: 'The verification code is wrong or has expired',
    });
  });

  it('uses a code only once', async () => {
    const mobile = freshMobile();
    const code = await receiveCode(server, mobile, 'register');
    await call(server, '/api/auth/register', form(mobile, code));
    const again = await call(server, '/api/auth/register', {
      ...form(freshMobile(), code),
      mobile,
    });
    // The code is checked before the phone (issue 27), so a used code is a wrong one.
    expect(again.status).toBe(400);
  });

  it('binds the new player to the owner of the invite code', async () => {
    const inviter = await createTestUser(server.database, { spreadCode: 'INVITE42' });
    const { userId } = await registerOverHttp(server, { invitationCode: 'invite42' });
    const [row] = await server.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.inviterId).toBe(inviter.userId);
    expect(row?.invitationCode).toBe('INVITE42');
  });

  it('refuses an unknown invite code', async () => {
    const mobile = freshMobile();
    const code = await receiveCode(server, mobile, 'register');
    const response = await call(
      server,
      '/api/auth/register',
      { ...form(mobile, code), invitationCode: 'NOBODY99' },
      { headers: en },
    );
    expect(response.body).toEqual({ code: 400, msg: 'This invite code does not exist' });
  });

  it('records the channel header and takes the platform of a known channel', async () => {
    await server.database.db
      .insert(sites)
      .values({ siteUrl: 'seven.example', platformId: 7, channelCode: 'ch-7' });
    const { userId } = await registerOverHttp(
      server,
      { platformId: 2 },
      { 'x-channel-code': 'ch-7' },
    );
    const [row] = await server.database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ channelCode: 'ch-7', platformId: 7 });
  });

  it('keeps the platform the site looked up when the channel is unknown', async () => {
    const { userId } = await registerOverHttp(
      server,
      { platformId: 2 },
      { 'x-channel-code': 'nope' },
    );
    const [row] = await server.database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ channelCode: 'nope', platformId: 2 });
  });
});

describe('login and logout', () => {
  it('signs in with account and password', async () => {
    const { mobile } = await createTestUser(server.database);
    const response = await call<{ token: string }>(server, '/api/auth/login', {
      type: 'password',
      account: mobile,
      password: TEST_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(await isValid(response.body.data?.token ?? '')).toBe(true);
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const { mobile } = await createTestUser(server.database);
    const response = await call(
      server,
      '/api/auth/login',
      { type: 'password', account: mobile, password: 'wrong-password' },
      { headers: en },
    );
    expect(response.body).toEqual({ code: 400, msg: 'Wrong account or password' });
  });

  it('signs in with an SMS code', async () => {
    const { mobile } = await createTestUser(server.database);
    const code = await receiveCode(server, mobile, 'login');
    const response = await call(server, '/api/auth/login', { type: 'code', mobile, code });
    expect(response.body.code).toBe(0);
  });

  it('logout revokes the token', async () => {
    const { token } = await createTestUser(server.database);
    expect((await call(server, '/api/auth/logout', {}, { token })).body.code).toBe(0);
    expect(await isValid(token)).toBe(false);
    expect((await call(server, '/api/auth/logout', {}, { token })).status).toBe(401);
  });

  it('verifyToken answers isValid false for an unknown token', async () => {
    expect(await isValid('not-a-token')).toBe(false);
  });

  it('never answers with a token or password hash other than the new session', async () => {
    const { mobile } = await createTestUser(server.database);
    const response = await call(server, '/api/auth/login', {
      type: 'password',
      account: mobile,
      password: TEST_PASSWORD,
    });
    expect(JSON.stringify(response.body)).not.toContain('scrypt$');
  });
});

describe('forgotPassword', () => {
  it('sets a new password and ends every old session', async () => {
    const { mobile, token } = await createTestUser(server.database);
    const code = await receiveCode(server, mobile, 'forgotPassword');
    const reset = await call(server, '/api/auth/forgotPassword', {
      mobile,
      code,
      password: 'brandnew1',
      confirmPassword: 'brandnew1',
    });
    expect(reset.body.code).toBe(0);
    expect(await isValid(token)).toBe(false);
    const login = await call(server, '/api/auth/login', {
      type: 'password',
      account: mobile,
      password: 'brandnew1',
    });
    expect(login.body.code).toBe(0);
  });
});

describe('bindMobile', () => {
  it('binds a phone to an account without one', async () => {
    const { userId, token } = await createTestUser(server.database, {
      mobile: null,
      account: 'wechat_user1',
    });
    const mobile = freshMobile();
    const code = await receiveCode(server, mobile, 'bindMobile', token);
    const response = await call(server, '/api/auth/bindMobile', { mobile, code }, { token });
    expect(response.body.code).toBe(0);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.mobile).toBe(mobile);
  });

  it('refuses an account that already has a phone', async () => {
    const { token } = await createTestUser(server.database);
    const response = await call(
      server,
      '/api/auth/bindMobile',
      { mobile: freshMobile(), code: '123456' },
      { token, headers: en },
    );
    expect(response.body).toEqual({ code: 409, msg: 'A phone number is already bound' });
  });
});

describe('sign-in limits', () => {
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const passwordLogin = (account: string, password: string, address: string) =>
    call(
      server,
      '/api/auth/login',
      { type: 'password', account, password },
      { headers: from(address) },
    );

  it(`refuses an account after ${LOGIN_PER_ACCOUNT_AND_ADDRESS.limit} attempts from one address`, async () => {
    const { mobile } = await createTestUser(server.database);
    for (let i = 0; i < LOGIN_PER_ACCOUNT_AND_ADDRESS.limit; i++) {
      expect((await passwordLogin(mobile, 'wrong-pass', '203.0.113.10')).status).toBe(400);
    }
    const blocked = await passwordLogin(mobile, 'wrong-pass', '203.0.113.10');
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(429);
  });

  it("does not lock the owner out after a stranger's wrong passwords from another address", async () => {
    const { mobile } = await createTestUser(server.database);
    for (let i = 0; i <= LOGIN_PER_ACCOUNT_AND_ADDRESS.limit; i++) {
      await passwordLogin(mobile, 'wrong-pass', '203.0.113.11');
    }
    expect((await passwordLogin(mobile, 'wrong-pass', '203.0.113.11')).status).toBe(429);
    const owner = await passwordLogin(mobile, TEST_PASSWORD, '198.51.100.12');
    expect(owner.status).toBe(200);
    expect(owner.body.data).toMatchObject({ token: expect.any(String) });
  });

  it(`kills a code after ${SMS_CODE_MAX_ATTEMPTS} checks, the right code included`, async () => {
    const { mobile } = await createTestUser(server.database);
    const code = await receiveCode(server, mobile, 'forgotPassword');
    const reset = (guess: string) =>
      call(
        server,
        '/api/auth/forgotPassword',
        { mobile, code: guess, password: 'newpass123', confirmPassword: 'newpass123' },
        { headers: { ...en, ...from('203.0.113.13') } },
      );
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < SMS_CODE_MAX_ATTEMPTS; i++) {
      expect((await reset(wrong)).body).toEqual({ code: 400, msg: expect.any(String) });
    }
    expect((await reset(code)).status).toBe(400);
  });

  it(`refuses code checks for a phone after ${CODE_CHECKS_PER_PHONE.limit} in the window, from any address`, async () => {
    const { mobile } = await createTestUser(server.database);
    const reset = (address: string) =>
      call(
        server,
        '/api/auth/forgotPassword',
        { mobile, code: '000000', password: 'newpass123', confirmPassword: 'newpass123' },
        { headers: from(address) },
      );
    for (let i = 0; i < CODE_CHECKS_PER_PHONE.limit; i++) {
      expect((await reset(`203.0.113.${100 + i}`)).status).toBe(400);
    }
    expect((await reset('203.0.113.200')).status).toBe(429);
  });
});
