// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { getVerifyCode, register } from './auth';
import { changePassword } from './user';
import {
  INT4_MAX,
  MAX_TEXT_LENGTH,
  id,
  mobile,
  nickName,
  password,
  steamUrl,
  text,
  verifyCode,
} from './fields';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('password (SPEC section 5: 6 to 16 characters)', () => {
  it('accepts 6 and 16 characters', () => {
    expect(firstMessage(password, 'abc123')).toBeUndefined();
    expect(firstMessage(password, 'a'.repeat(16))).toBeUndefined();
  });
  it('refuses 5 characters as too short', () => {
    expect(firstMessage(password, 'abc12')).toBe('errors.passwordTooShort');
  });
  it('refuses 17 characters as too long', () => {
    expect(firstMessage(password, 'a'.repeat(17))).toBe('errors.passwordTooLong');
  });
  it('refuses spaces and non-ASCII characters', () => {
    expect(firstMessage(password, 'abc 123')).toBe('errors.passwordInvalidCharacters');
    expect(firstMessage(password, '密码密码密码')).toBe('errors.passwordInvalidCharacters');
  });
});

describe('nickname (3 to 10 characters)', () => {
  it.each([
    ['ab', 'errors.nicknameLength'],
    ['abc', undefined],
    ['abcdefghij', undefined],
    ['abcdefghijk', 'errors.nicknameLength'],
  ])('%s → %s', (value, message) => {
    expect(firstMessage(nickName, value)).toBe(message);
  });
});

describe('nickname characters (issue 13 #12)', () => {
  it.each([
    ['a\u202ebc\u0007d', 'errors.nicknameCharacters'],
    ['abc\u200fd', 'errors.nicknameCharacters'],
    ['ab\u2066cd', 'errors.nicknameCharacters'],
    ['ab\u0000cd', 'errors.nicknameCharacters'],
    ['<b>hi</b>', 'errors.nicknameCharacters'],
    ['<img/src>', 'errors.nicknameCharacters'],
    ['玩家Lucky', undefined],
    ['Tôi là 👩‍💻', undefined],
    ['a & b', undefined],
    ['ab\u200bcd', 'errors.nicknameCharacters'],
    ['官方客服', 'errors.nicknameReserved'],
    ['Ｏｆｆｉｃｉａｌ', 'errors.nicknameReserved'],
  ])('%j → %s', (value, message) => {
    expect(firstMessage(nickName, value)).toBe(message);
  });
});

describe('ids and text (issue 13 #9)', () => {
  it.each([
    [1, undefined],
    [INT4_MAX, undefined],
    [INT4_MAX + 1, 'errors.badRequest'],
    [0, 'errors.badRequest'],
    [-1, 'errors.badRequest'],
    [1.5, 'errors.badRequest'],
    ['1', 'errors.badRequest'],
  ])('id %j → %s', (value, message) => {
    expect(firstMessage(id(), value)).toBe(message);
  });

  it('text refuses control characters and text over its bound', () => {
    expect(firstMessage(text(8), 'plain')).toBeUndefined();
    expect(firstMessage(text(8), 'pl\u0000ain')).toBe('errors.textInvalidCharacters');
    expect(firstMessage(text(8), 'ninechars')).toBe('errors.textTooLong');
    expect(firstMessage(text(MAX_TEXT_LENGTH * 2), 'x'.repeat(MAX_TEXT_LENGTH + 1))).toBe(
      'errors.textTooLong',
    );
  });
});

describe('phone and verification code formats', () => {
  it('accepts an 11-digit mobile number and refuses others', () => {
    expect(firstMessage(mobile, '13800138000')).toBeUndefined();
    expect(firstMessage(mobile, '1380013800')).toBe('errors.mobileFormat');
    expect(firstMessage(mobile, '12800138000')).toBe('errors.mobileFormat');
  });
  it('accepts a 6-digit code and refuses others', () => {
    expect(firstMessage(verifyCode, '123456')).toBeUndefined();
    expect(firstMessage(verifyCode, '12345')).toBe('errors.verifyCodeFormat');
    expect(firstMessage(verifyCode, '12345a')).toBe('errors.verifyCodeFormat');
  });
});

describe('steam trade link', () => {
  it('accepts a trade offer link, with or without the slash before the query', () => {
    for (const link of [
      'https://steamcommunity.com/tradeoffer/new/?partner=123456&token=AbC-d_12',
      'https://steamcommunity.com/tradeoffer/new?partner=123456789&token=AbCd_f12',
      '  https://steamcommunity.com/tradeoffer/new/?token=AbCdEf12&partner=4294967295  ',
    ]) {
      expect(firstMessage(steamUrl, link)).toBeUndefined();
    }
  });

  it.each([
    'https://steamcommunity.com/id/someone',
    'http://steamcommunity.com/tradeoffer/new/?partner=1&token=AbCdEf12',
    'https://steamcommunity.com.evil.io/tradeoffer/new/?partner=1&token=AbCdEf12',
    'https://steamcommunity.com/tradeoffer/new/?partner=0&token=AbCdEf12',
    'https://steamcommunity.com/tradeoffer/new/?partner=4294967296&token=AbCdEf12',
    'https://steamcommunity.com/tradeoffer/new/?partner=12&token=short',
    'https://steamcommunity.com/tradeoffer/new/?partner=12&token=AbCdEf123',
    'https://steamcommunity.com/profiles/1/?partner=12&token=AbCdEf12',
    'not a link',
  ])('refuses %s', (link) => {
    expect(firstMessage(steamUrl, link)).toBe('errors.steamUrlFormat');
  });
});

describe('registration form', () => {
  const form = {
    mobile: '13800138000',
    code: '123456',
    password: 'secret1',
    confirmPassword: 'secret1',
    agreement: true,
    adult: true,
  };

  it('accepts a complete form without nickname and invite code', () => {
    expect(register.request.safeParse(form).success).toBe(true);
  });
  it('refuses differing passwords on the confirmation field', () => {
    const result = register.request.safeParse({ ...form, confirmPassword: 'secret2' });
    expect(result.error?.issues[0]).toMatchObject({
      message: 'errors.passwordsDiffer',
      path: ['confirmPassword'],
    });
  });
  it('requires the agreement and privacy policy to be ticked', () => {
    expect(firstMessage(register.request, { ...form, agreement: false })).toBe(
      'errors.agreementRequired',
    );
  });
  it('requires 18+ to be confirmed', () => {
    expect(firstMessage(register.request, { ...form, adult: false })).toBe('errors.adultRequired');
  });
  it('checks an optional nickname for length', () => {
    expect(firstMessage(register.request, { ...form, nickName: 'ab' })).toBe(
      'errors.nicknameLength',
    );
  });
});

describe('password change', () => {
  it('refuses differing new passwords', () => {
    const payload = { oldPassword: 'old123', password: 'new123', confirmPassword: 'new124' };
    expect(firstMessage(changePassword.request, payload)).toBe('errors.passwordsDiffer');
  });
});

describe('slider check before an SMS code', () => {
  it('refuses a code request without a solved slider', () => {
    const payload = { mobile: '13800138000', purpose: 'register' };
    expect(firstMessage(getVerifyCode.request, payload)).toBe('errors.sliderRequired');
  });

  it('accepts a code request with the slider answer', () => {
    const payload = {
      mobile: '13800138000',
      purpose: 'register',
      captchaId: 'c1',
      sliderX: 120,
      sliderTrace: [
        { t: 0, x: 0, y: 0 },
        { t: 450, x: 80, y: 2 },
        { t: 900, x: 120, y: 3 },
      ],
    };
    expect(getVerifyCode.request.safeParse(payload).success).toBe(true);
  });
});
