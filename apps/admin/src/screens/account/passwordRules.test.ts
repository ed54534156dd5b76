import { translateServerError } from '@skinbox/api/admin';
import { describe, expect, it } from 'vitest';
import { passwordFormError } from './passwordRules';

const valid = {
  password: 'old password 1',
  newPassword: 'new password 22',
  repeat: 'new password 22',
  code: '123456',
};

describe('the password change form', () => {
  it('passes a form the contract accepts whose new password is typed twice alike', () => {
    expect(passwordFormError(valid, 'en')).toBeNull();
  });

  it('refuses by the contract rule, translated', () => {
    expect(passwordFormError({ ...valid, newPassword: 'short', repeat: 'short' }, 'zh')).toBe(
      translateServerError('errors.operatorPasswordLength', 'zh'),
    );
    expect(passwordFormError({ ...valid, code: '12345' }, 'en')).toBe(
      translateServerError('errors.operatorTotpFormat', 'en'),
    );
  });

  it('refuses a repetition that differs', () => {
    expect(passwordFormError({ ...valid, repeat: 'new password 23' }, 'en')).toBe(
      'The two new passwords differ',
    );
  });
});
