import { useIntl } from 'react-intl';
import { accountMessages } from './messages';
import { CardField } from './CardField';

export interface NewPasswordRowsProps {
  /** The first field's label: "password" at sign-up, "new password" elsewhere. */
  label: string;
  password: string;
  confirmPassword: string;
  onPassword(value: string): void;
  onConfirmPassword(value: string): void;
  errors: { password?: string | undefined; confirmPassword?: string | undefined };
}

/**
 * A new password and its confirmation as two kit Fields (SPEC section 5: 6 to 16 characters, the
 * two must match); the messages come from the contract's error catalogue.
 */
export function NewPasswordRows({
  label,
  password,
  confirmPassword,
  onPassword,
  onConfirmPassword,
  errors,
}: NewPasswordRowsProps) {
  const intl = useIntl();
  return (
    <>
      <CardField
        label={label}
        placeholder={intl.formatMessage(accountMessages.passwordPlaceholder)}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
        errorMessage={errors.password}
      />
      <CardField
        label={intl.formatMessage(accountMessages.confirmPassword)}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={onConfirmPassword}
        errorMessage={errors.confirmPassword}
      />
    </>
  );
}
