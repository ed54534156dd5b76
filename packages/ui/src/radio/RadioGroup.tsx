import type { HTMLAttributes } from 'react';
import type { CheckerDirection } from '../checkbox/Checker';
import { CheckerGroup } from '../checkbox/CheckerGroup';
import { splitOptions } from '../hooks/splitOptions';
import {
  RADIO_GROUP_OPTIONS,
  RadioGroupContext,
  useRadioGroup,
  type RadioName,
  type UseRadioGroupOptions,
} from './useRadioGroup';

export interface RadioGroupProps<T extends RadioName = string>
  extends
    UseRadioGroupOptions<T>,
    Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue' | 'role'> {
  /** 'vertical' (the default) stacks the radios; 'horizontal' puts them in a wrapping row. */
  direction?: CheckerDirection;
}

/**
 * A set of radios with one value, the chosen radio's name (Vant semantics). It is a
 * `radiogroup` (name it with aria-label or aria-labelledby); its radios share one native name,
 * so Tab stops once and the arrow keys move and choose.
 */
export function RadioGroup<T extends RadioName = string>(props: RadioGroupProps<T>) {
  const [options, rest] = splitOptions(props, RADIO_GROUP_OPTIONS);
  const { context } = useRadioGroup<T>(options);
  return (
    <RadioGroupContext.Provider value={context}>
      <CheckerGroup role="radiogroup" disabled={options.disabled} {...rest} />
    </RadioGroupContext.Provider>
  );
}
