import { boxesErrors, translateFrom } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Field } from '@skinbox/ui';
import type { Theme } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { minAboveMax } from './range';

/**
 * Each bound in a cell of its own, its input framed: on the dark ground an unframed input read as
 * a bare label, and the filters as captions rather than something to type into.
 */
const cell = (theme: Theme) =>
  ({
    flex: '1 1 150px',
    padding: `${theme.space.xs} ${theme.space.sm}`,
    minWidth: 0,
    background: 'transparent',
    '& input': {
      minWidth: 0,
      padding: `${theme.space.xs} ${theme.space.sm}`,
      borderRadius: theme.radius.sm,
      border: `1px solid ${theme.color.border}`,
      background: theme.color.surfaceRaised,
    },
    '& input[aria-invalid="true"]': { borderColor: theme.color.danger },
  }) as const;

export interface RangeFieldsProps {
  minLabel: string;
  maxLabel: string;
  min: string;
  max: string;
  onChange(next: { min: string; max: string }): void;
  /**
   * The refusal shown when the minimum exceeds the maximum: one of the box domain's, read from its
   * own texts so the filters bring no other domain's into the screens that show them.
   */
  rangeError: Extract<keyof typeof boxesErrors, 'errors.priceRange' | 'errors.probabilityRange'>;
}

/**
 * Two bounds of a filter as kit Fields, with SPEC section 5's rule (the minimum must not exceed
 * the maximum) shown under the maximum as it is typed, both fields marked invalid. The message is
 * the contract's, in the chosen language. Side by side when they fit, each in a box of its own
 * (they are not a stacked list, so no hairline between them).
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
  const invalid = minAboveMax(min, max);
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Field
        label={minLabel}
        value={min}
        inputMode="decimal"
        autoComplete="off"
        clearable
        error={invalid}
        onChange={(value) => onChange({ min: value, max })}
        labelAlign="top"
        border={false}
        css={cell}
      />
      <Field
        label={maxLabel}
        value={max}
        inputMode="decimal"
        autoComplete="off"
        clearable
        errorMessage={invalid ? translateFrom(boxesErrors, rangeError, prefs.language) : undefined}
        onChange={(value) => onChange({ min, max: value })}
        labelAlign="top"
        border={false}
        css={cell}
      />
    </div>
  );
});
