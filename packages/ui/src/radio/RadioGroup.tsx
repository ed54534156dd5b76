import type { Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import type { CheckerDirection } from '../checkbox/Checker';
import { groupLayout } from '../checkbox/CheckboxGroup';
import {
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
export function RadioGroup<T extends RadioName = string>({
  value,
  defaultValue,
  onChange,
  disabled = false,
  shape,
  iconSize,
  checkedColor,
  direction = 'vertical',
  children,
  ...rest
}: RadioGroupProps<T>) {
  const { context } = useRadioGroup<T>({
    value,
    defaultValue,
    onChange,
    disabled,
    shape,
    iconSize,
    checkedColor,
  });
  return (
    <RadioGroupContext.Provider value={context}>
      <div
        role="radiogroup"
        aria-disabled={disabled || undefined}
        data-direction={direction}
        css={(theme: Theme) => groupLayout(theme, direction)}
        {...rest}
      >
        {children}
      </div>
    </RadioGroupContext.Provider>
  );
}
