import { translateServerError } from '@skinbox/api/admin';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en';
import zh from '../../i18n/zh';
import type { Translate } from '../../i18n/useText';
import { passwordFormError } from './passwordRules';

const texts = { en, zh };
const textsOf =
  (locale: 'en' | 'zh'): Translate =>
  (id) =>
    texts[locale][id];

const valid = {
  password: 'old password 1',
  newPassword: 'new password 22',
  repeat: 'new password 22',
  code: '123456',
};

describe('the password change form', () => {
  it('passes a form the contract accepts whose new password is typed twice alike', () => {
    expect(passwordFormError(valid, 'en', textsOf('en'))).toBeNull();
  });

  it('refuses by the contract rule, translated', () => {
    expect(
      passwordFormError({ ...valid, newPassword: 'short', repeat: 'short' }, 'zh', textsOf('zh')),
    ).toBe(translateServerError('errors.operatorPasswordLength', 'zh'));
    expect(passwordFormError({ ...valid, code: '12345' }, 'en', textsOf('en'))).toBe(
      translateServerError('errors.operatorTotpFormat', 'en'),
    );
  });

  it('refuses a repetition that differs', () => {
    expect(passwordFormError({ ...valid, repeat: 'new password 23' }, 'en', textsOf('en'))).toBe(
      'The two new passwords differ',
    );
  });
});
