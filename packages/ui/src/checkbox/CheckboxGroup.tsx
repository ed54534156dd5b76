import { useImperativeHandle, type HTMLAttributes, type Ref } from 'react';
import { splitOptions } from '../hooks/splitOptions';
import type { CheckerDirection } from './Checker';
import { CheckerGroup } from './CheckerGroup';
import {
  CHECKBOX_GROUP_OPTIONS,
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

/**
 * A set of checkboxes sharing one value, the array of checked names (Vant semantics): max,
 * disabled, shape, iconSize and checkedColor for all, and toggleAll through the ref. It is a
 * `group`; name it with aria-label or aria-labelledby.
 */
export function CheckboxGroup<T extends CheckboxName = string>(props: CheckboxGroupProps<T>) {
  const [options, { ref, ...rest }] = splitOptions(props, CHECKBOX_GROUP_OPTIONS);
  const { toggleAll, context } = useCheckboxGroup<T>(options);
  useImperativeHandle(ref, () => ({ toggleAll }));
  return (
    <CheckboxGroupContext.Provider value={context}>
      <CheckerGroup role="group" disabled={options.disabled} {...rest} />
    </CheckboxGroupContext.Provider>
  );
}
