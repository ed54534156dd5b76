import { useTheme } from '@emotion/react';
import { FormRow } from '@skinbox/ui/console';
import type { InputHTMLAttributes } from 'react';
import { inputStyle } from '../formStyles';

/**
 * A one-line text field of a console form (the reason of a save, most often); `input` are the
 * field's own attributes (type, autoComplete, inputMode, maxLength).
 */
export function TextRow({
  label,
  value,
  onChange,
  help,
  error,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  label: string;
  value: string;
  onChange(value: string): void;
  help?: string;
  /** What is wrong with the value, under the field. */
  error?: string | null;
}) {
  const theme = useTheme();
  return (
    <FormRow label={label} {...(help ? { help } : {})} {...(error ? { error } : {})}>
      {(control) => (
        <input
          {...input}
          {...control}
          css={inputStyle(theme)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormRow>
  );
}
