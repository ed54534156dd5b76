import { useTheme } from '@emotion/react';
import { FormRow } from '@skinbox/ui/console';
import { inputStyle } from '../formStyles';

/** A one-line text field of an editor's form (the reason of a save, most often). */
export function TextRow({
  label,
  value,
  onChange,
  help,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  help?: string;
}) {
  const theme = useTheme();
  return (
    <FormRow label={label} {...(help ? { help } : {})}>
      {(control) => (
        <input
          {...control}
          css={inputStyle(theme)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormRow>
  );
}
