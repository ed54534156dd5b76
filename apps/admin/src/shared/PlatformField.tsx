import { useTheme } from '@emotion/react';
import { useState } from 'react';
import { useText } from '../i18n/useText';
import { inputStyle } from './formStyles';

/**
 * The platform a settings screen reads and writes (SPEC: platformId, 1 by default). The screen
 * moves to another platform only once the field holds a whole number above zero.
 */
export function PlatformField({
  value,
  onChange,
}: {
  value: number;
  onChange(platformId: number): void;
}) {
  const t = useText();
  const theme = useTheme();
  const [text, setText] = useState(String(value));
  return (
    <label css={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      {t('content.platform')}
      <input
        css={[inputStyle(theme), { width: 90 }]}
        inputMode="numeric"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const next = Number(event.target.value);
          if (Number.isInteger(next) && next > 0) onChange(next);
        }}
      />
    </label>
  );
}
