import { describe, expect, it, vi } from 'vitest';
import { runRule, runRules, rulesForTrigger, type FieldRule } from './rules';
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_MIN_LENGTH,
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  POSTAL_CODE_LENGTH,
  canExchange,
  couponCode,
  isCouponCode,
  isNickname,
  isPassword,
  isPhone,
  isPostalCode,
  maxLength,
  nickname,
  password,
  passwordProblem,
  phonePattern,
  postalCode,
  required,
} from './validators';

const chars = (n: number, c = 'a') => c.repeat(n);

describe('constants from the issue and SPEC section 5', () => {
  it('has the exact limits', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(PASSWORD_MAX_LENGTH).toBe(16);
    expect(NICKNAME_MIN_LENGTH).toBe(3);
    expect(NICKNAME_MAX_LENGTH).toBe(10);
    expect(COUPON_CODE_MAX_LENGTH).toBe(20);
    expect(COUPON_CODE_MIN_LENGTH).toBe(1);
    expect(POSTAL_CODE_LENGTH).toBe(6);
    expect(PHONE_PATTERN.source).toBe('^1[3-9]\\d{9}$');
  });
});

describe('phone', () => {
  it.each(['13800138000', '19912345678', '15000000000', ' 13800138000 '])('accepts %j', (v) => {
    expect(isPhone(v)).toBe(true);
  });
  it.each([
    ['second digit 2', '12800138000'],
    ['second digit 0', '10800138000'],
    ['10 digits', '1380013800'],
    ['12 digits', '138001380001'],
    ['not starting with 1', '23800138000'],
    ['letters', '1380013800a'],
    ['inner space', '138 0013 8000'],
    ['empty', ''],
  ])('refuses %s', (_, v) => {
    expect(isPhone(v)).toBe(false);
  });
  it('the rule passes an empty value (required is separate) and names the phone message', async () => {
    expect(await runRule('', phonePattern())).toBeUndefined();
    expect(await runRule('12345', phonePattern())).toEqual({ id: 'ui.validators.phone' });
    expect(await runRule('12345', phonePattern('bad phone'))).toBe('bad phone');
    expect(await runRule('13800138000', phonePattern())).toBeUndefined();
  });
});

describe('postal code', () => {
  it('takes exactly 6 digits', () => {
    expect(isPostalCode('100000')).toBe(true);
    expect(isPostalCode('10000')).toBe(false);
    expect(isPostalCode('1000000')).toBe(false);
    expect(isPostalCode('10000a')).toBe(false);
  });
  it('the rule reports the 6-digit message', async () => {
    expect(await runRule('12345', postalCode())).toEqual({
      id: 'ui.validators.postalCode',
      values: { length: 6 },
    });
    expect(await runRule('123456', postalCode())).toBeUndefined();
    expect(await runRule('', postalCode())).toBeUndefined();
  });
});

describe('password', () => {
  it.each([
    [5, 'tooShort'],
    [6, null],
    [16, null],
    [17, 'tooLong'],
  ] as const)('%i characters → %s', (n, problem) => {
    expect(passwordProblem(chars(n))).toBe(problem);
    expect(isPassword(chars(n))).toBe(problem === null);
  });
  it('refuses spaces and non-ASCII characters, accepts symbols', () => {
    expect(passwordProblem('abc def1')).toBe('invalidCharacters');
    expect(passwordProblem('密码密码密码')).toBe('invalidCharacters');
    expect(passwordProblem('a!b@c#1$')).toBeNull();
  });
  it('the rule has one message per problem (SPEC: under 6, over 16, invalid characters)', async () => {
    expect(await runRule(chars(5), password())).toEqual({
      id: 'ui.validators.passwordTooShort',
      values: { min: 6 },
    });
    expect(await runRule(chars(17), password())).toEqual({
      id: 'ui.validators.passwordTooLong',
      values: { max: 16 },
    });
    expect(await runRule('abc def1', password())).toEqual({
      id: 'ui.validators.passwordCharacters',
    });
    expect(await runRule(chars(6), password())).toBeUndefined();
    expect(await runRule(chars(16), password())).toBeUndefined();
    expect(await runRule('', password())).toBeUndefined();
  });
});

describe('nickname', () => {
  it.each([
    [2, false],
    [3, true],
    [10, true],
    [11, false],
  ] as const)('%i characters → %s', (n, ok) => {
    expect(isNickname(chars(n, '名'))).toBe(ok);
  });
  it('trims before counting', () => {
    expect(isNickname('  ab  ')).toBe(false);
    expect(isNickname('  abc  ')).toBe(true);
  });
  it('the rule reports the 3 to 10 message', async () => {
    expect(await runRule('ab', nickname())).toEqual({
      id: 'ui.validators.nickname',
      values: { min: 3, max: 10 },
    });
    expect(await runRule('abc', nickname())).toBeUndefined();
  });
});

describe('coupon exchange code', () => {
  it('is at most 20 characters', () => {
    expect(isCouponCode(chars(20))).toBe(true);
    expect(isCouponCode(chars(21))).toBe(false);
  });
  it('the rule reports the 20-character message', async () => {
    expect(await runRule(chars(21), couponCode())).toEqual({
      id: 'ui.validators.couponCode',
      values: { max: 20 },
    });
    expect(await runRule(chars(20), couponCode())).toBeUndefined();
  });
  it('canExchange: disabled below the default minimum of 1', () => {
    expect(canExchange('')).toBe(false);
    expect(canExchange('   ')).toBe(false);
    expect(canExchange('A')).toBe(true);
    expect(canExchange(chars(20))).toBe(true);
    expect(canExchange(chars(21))).toBe(false);
  });
  it('canExchange: takes another minimum length', () => {
    expect(canExchange(chars(7), 8)).toBe(false);
    expect(canExchange(chars(8), 8)).toBe(true);
  });
});

describe('required and maxLength', () => {
  it('required fails on empty and whitespace-only values', async () => {
    expect(await runRule('', required())).toEqual({ id: 'ui.validators.required' });
    expect(await runRule('  ', required())).toEqual({ id: 'ui.validators.required' });
    expect(await runRule('x', required())).toBeUndefined();
    expect(await runRule('', required('fill me'))).toBe('fill me');
  });
  it('maxLength(n) allows n and refuses n + 1', async () => {
    expect(await runRule(chars(5), maxLength(5))).toBeUndefined();
    expect(await runRule(chars(6), maxLength(5))).toEqual({
      id: 'ui.validators.maxLength',
      values: { max: 5 },
    });
  });
});

describe('runRules (Vant rule semantics)', () => {
  it('stops at the first failing rule', async () => {
    const later = vi.fn(() => true);
    expect(await runRules('', [required('first'), { validator: later }])).toBe('first');
    expect(later).not.toHaveBeenCalled();
  });
  it('tests a pattern on non-empty values only, with the default message', async () => {
    const rule: FieldRule = { pattern: /^\d+$/ };
    expect(await runRule('', rule)).toBeUndefined();
    expect(await runRule('x', rule)).toEqual({ id: 'ui.validators.invalid' });
    expect(await runRule('1', { pattern: /^\d+$/g })).toBeUndefined();
  });
  it('uses a validator message, a false result with the rule message, or a message id', async () => {
    expect(await runRule('x', { validator: () => 'nope' })).toBe('nope');
    expect(await runRule('x', { validator: () => false, message: 'rule text' })).toBe('rule text');
    expect(await runRule('x', { validator: () => false, message: { id: 'my.id' } })).toEqual({
      id: 'my.id',
    });
    expect(await runRule('x', { validator: async () => false })).toEqual({
      id: 'ui.validators.invalid',
    });
    expect(await runRule('x', { validator: async () => true })).toBeUndefined();
  });
  it('a message function gets the value', async () => {
    expect(
      await runRule('ab', { validator: () => false, message: (value) => `${value} is bad` }),
    ).toBe('ab is bad');
  });
  it('skips a validator on an empty value when validateEmpty is false', async () => {
    const validator = vi.fn(() => false);
    expect(await runRule('', { validator, validateEmpty: false })).toBeUndefined();
    expect(validator).not.toHaveBeenCalled();
  });
});

describe('rulesForTrigger', () => {
  const blur: FieldRule = { required: true };
  const change: FieldRule = { required: true, trigger: 'onChange' };
  const submitOnly: FieldRule = { required: true, trigger: 'onSubmit' };
  const both: FieldRule = { required: true, trigger: ['onBlur', 'onChange'] };
  const rules = [blur, change, submitOnly, both];

  it('runs rules without a trigger on the default (onBlur)', () => {
    expect(rulesForTrigger(rules, 'onBlur')).toEqual([blur, both]);
    expect(rulesForTrigger(rules, 'onChange')).toEqual([change, both]);
  });
  it('follows another default trigger', () => {
    expect(rulesForTrigger(rules, 'onChange', 'onChange')).toEqual([blur, change, both]);
  });
  it('runs every rule on submit', () => {
    expect(rulesForTrigger(rules, 'onSubmit')).toEqual(rules);
  });
});
