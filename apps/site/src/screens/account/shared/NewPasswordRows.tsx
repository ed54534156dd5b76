import { useIntl } from 'react-intl';
import { accountMessages } from './messages';
import { TextRow } from './TextRow';

export interface NewPasswordRowsProps {
  /** The first field's label: "password" at sign-up, "new password" elsewhere. */
  label: string;
  password: string;
  confirmPassword: string;
  onPassword(value: string): void;
  onConfirmPassword(value: string): void;
  errors: { password?: string | undefined; confirmPassword?: string | undefined };
}

/** A new password and its confirmation (SPEC section 5: 6 to 16 characters, the two must match). */
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
      <TextRow
        label={label}
        placeholder={intl.formatMessage(accountMessages.passwordPlaceholder)}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        error={errors.password}
      />
      <TextRow
        label={intl.formatMessage(accountMessages.confirmPassword)}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => onConfirmPassword(e.target.value)}
        error={errors.confirmPassword}
      />
    </>
  );
}
