import { session } from '@skinbox/api/admin';
import type { ConsoleLocale } from '../../i18n/messages';
import type { Translate } from '../../i18n/useText';
import { inputError } from '../../shared/inputError';

export interface PasswordForm {
  password: string;
  newPassword: string;
  /** The new password typed again: a typo would lock the operator out at the next sign-in. */
  repeat: string;
  code: string;
}

/** What stops the change before it is sent: the contract's own rule, then the repetition. */
export function passwordFormError(
  form: PasswordForm,
  locale: ConsoleLocale,
  t: Translate,
): string | null {
  const { repeat, ...request } = form;
  return (
    inputError(session.changePassword.request, request, locale) ??
    (repeat === form.newPassword ? null : t('account.mismatch'))
  );
}
