import type { Theme } from '@emotion/react';
import { translateError, type ErrorKey } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { minAboveMax } from './range';

export interface RangeFieldsProps {
  minLabel: string;
  maxLabel: string;
  min: string;
  max: string;
  onChange(next: { min: string; max: string }): void;
  /** The refusal shown when the minimum exceeds the maximum. */
  rangeError: Extract<ErrorKey, 'errors.priceRange' | 'errors.probabilityRange'>;
}

/**
 * Two bounds of a filter with SPEC section 5's rule shown as it is typed. Plain inputs until the
 * kit's Field lands (asked in coord NOTES). The message is the contract's, in the chosen language.
 */
export const RangeFields = observer(function RangeFields({
  minLabel,
  maxLabel,
  min,
  max,
  onChange,
  rangeError,
}: RangeFieldsProps) {
  const { prefs } = useStores();
  const id = useId();
  const invalid = minAboveMax(min, max);
  const input = (theme: Theme) => ({
    width: '6em',
    height: 32,
    padding: `0 ${theme.space.sm}`,
    border: `1px solid ${invalid ? theme.color.danger : theme.color.border}`,
    borderRadius: theme.radius.sm,
    background: theme.color.surfaceRaised,
    color: theme.color.text,
    fontFamily: theme.fontFamily,
    fontSize: theme.fontSize.md,
  });
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      <input
        aria-label={minLabel}
        placeholder={minLabel}
        inputMode="decimal"
        value={min}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => onChange({ min: event.target.value, max })}
        css={input}
      />
      <span aria-hidden>–</span>
      <input
        aria-label={maxLabel}
        placeholder={maxLabel}
        inputMode="decimal"
        value={max}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => onChange({ min, max: event.target.value })}
        css={input}
      />
      {invalid && (
        <span id={`${id}-error`} role="alert" css={(theme) => ({ color: theme.color.danger })}>
          {translateError(rangeError, prefs.language)}
        </span>
      )}
    </div>
  );
});
