import { useText } from '../../i18n/useText';
import { TextRow } from '../editor/TextRow';

/** The authenticator app's six-digit code, as the sign-in and the setup link ask it. */
export function TotpCodeRow({
  value,
  onChange,
  help,
}: {
  value: string;
  onChange(value: string): void;
  help?: string;
}) {
  const t = useText();
  return (
    <TextRow
      label={t('signin.code')}
      {...(help ? { help } : {})}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={onChange}
    />
  );
}
