import { useIntl } from 'react-intl';
import { accountMessages } from './messages';
import { CardField } from './CardField';
import type { FormFields } from './useContractForm';

interface NewPasswordRowsProps {
  /** The first field's label: "password" at sign-up, "new password" elsewhere. */
  label: string;
  /** The form's password and its confirmation. */
  state: FormFields<{ password: string; confirmPassword: string }>;
}

/**
 * A new password and its confirmation as two kit Fields (SPEC section 5: 6 to 16 characters, the
 * two must match); the messages come from the contract's error catalogue.
 */
export function NewPasswordRows({ label, state: { form, set, err } }: NewPasswordRowsProps) {
  const intl = useIntl();
  return (
    <>
      <CardField
        label={label}
        placeholder={intl.formatMessage(accountMessages.passwordPlaceholder)}
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        errorMessage={err('password')}
      />
      <CardField
        label={intl.formatMessage(accountMessages.confirmPassword)}
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={set('confirmPassword')}
        errorMessage={err('confirmPassword')}
      />
    </>
  );
}
