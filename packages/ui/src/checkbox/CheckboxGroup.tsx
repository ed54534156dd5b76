import { css, type Theme } from '@emotion/react';
import { useImperativeHandle, type HTMLAttributes, type Ref } from 'react';
import type { CheckerDirection } from './Checker';
import {
  CheckboxGroupContext,
  useCheckboxGroup,
  type CheckboxGroupInstance,
  type CheckboxName,
  type UseCheckboxGroupOptions,
} from './useCheckboxGroup';

export interface CheckboxGroupProps<T extends CheckboxName = string>
  extends
    UseCheckboxGroupOptions<T>,
    Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue' | 'role'> {
  /** 'vertical' (the default) stacks the boxes; 'horizontal' puts them in a wrapping row. */
  direction?: CheckerDirection;
  /** The handle with toggleAll. */
  ref?: Ref<CheckboxGroupInstance>;
}

export const groupLayout = (theme: Theme, direction: CheckerDirection) =>
  direction === 'horizontal'
    ? css`
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: ${theme.space.sm} ${theme.space.md};
      `
    : css`
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        gap: ${theme.space.sm};
      `;

/**
 * A set of checkboxes sharing one value, the array of checked names (Vant semantics): max,
 * disabled, shape, iconSize and checkedColor for all, and toggleAll through the ref. It is a
 * `group`; name it with aria-label or aria-labelledby.
 */
export function CheckboxGroup<T extends CheckboxName = string>({
  value,
  defaultValue,
  onChange,
  max,
  disabled = false,
  shape,
  iconSize,
  checkedColor,
  direction = 'vertical',
  ref,
  children,
  ...rest
}: CheckboxGroupProps<T>) {
  const { toggleAll, context } = useCheckboxGroup<T>({
    value,
    defaultValue,
    onChange,
    max,
    disabled,
    shape,
    iconSize,
    checkedColor,
  });
  useImperativeHandle(ref, () => ({ toggleAll }));
  return (
    <CheckboxGroupContext.Provider value={context}>
      <div
        role="group"
        aria-disabled={disabled || undefined}
        data-direction={direction}
        css={(theme: Theme) => groupLayout(theme, direction)}
        {...rest}
      >
        {children}
      </div>
    </CheckboxGroupContext.Provider>
  );
}
