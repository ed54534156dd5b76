import { useLayoutEffect, useRef } from 'react';
import { useControllableValue } from '../hooks/useControllableValue';
import {
  useCheckboxGroupContext,
  type CheckboxHandle,
  type CheckboxName,
  type CheckboxShape,
} from './useCheckboxGroup';
import type { OptionKeys } from '../hooks/splitOptions';

export interface UseCheckboxOptions {
  /** Checked (controlled), outside a group. */
  value?: boolean;
  defaultValue?: boolean;
  /** Alias of `value`, as on Switch and native inputs. */
  checked?: boolean;
  /** Alias of `defaultValue`. */
  defaultChecked?: boolean;
  /** Reports the new checked state (inside a group: only when the group took the change). */
  onChange?: (checked: boolean) => void;
  /** Inside a CheckboxGroup: the name that goes into the group's value. */
  name?: CheckboxName;
  /** Follows the surrounding CheckboxGroup (true by default); false makes it stand alone. */
  bindGroup?: boolean;
  disabled?: boolean;
  shape?: CheckboxShape;
  iconSize?: number | string;
  checkedColor?: string;
}

/** The options of useCheckbox, which Checkbox takes out of its props. */
export const CHECKBOX_OPTIONS: OptionKeys<UseCheckboxOptions> = {
  value: true,
  defaultValue: true,
  checked: true,
  defaultChecked: true,
  onChange: true,
  name: true,
  bindGroup: true,
  disabled: true,
  shape: true,
  iconSize: true,
  checkedColor: true,
};

/**
 * Checkbox behaviour (Vant semantics): standalone it holds a boolean; inside a CheckboxGroup it
 * is checked when its name is in the group's value and toggling adds or removes the name.
 */
export function useCheckbox({
  value,
  defaultValue,
  checked,
  defaultChecked,
  onChange,
  name,
  bindGroup = true,
  disabled = false,
  shape,
  iconSize,
  checkedColor,
}: UseCheckboxOptions) {
  const group = useCheckboxGroupContext();
  const bound = group !== null && bindGroup;
  const [own, setOwn] = useControllableValue<boolean>({
    value: value ?? checked,
    defaultValue: defaultValue ?? defaultChecked ?? false,
    onChange: bound ? undefined : onChange,
  });
  const isChecked = bound ? group.value.includes(name) : own;
  const isDisabled = (bound && group.disabled) || disabled;
  const rootRef = useRef<HTMLDivElement>(null);

  const handle = useRef<CheckboxHandle>({
    name,
    checked: isChecked,
    disabled,
    element: () => rootRef.current,
  });
  useLayoutEffect(() => {
    handle.current.name = name;
    handle.current.checked = isChecked;
    handle.current.disabled = disabled;
  });
  const register = bound ? group.register : undefined;
  useLayoutEffect(() => register?.(handle), [register]);

  /** Vant's toggle(checked?): flips, or sets the given state. */
  const toggle = (next = !isChecked) => {
    if (!bound) return setOwn(next);
    if (group.setChecked(name, next)) onChange?.(next);
  };

  return {
    checked: isChecked,
    disabled: isDisabled,
    toggle,
    rootRef,
    shape: shape ?? (bound ? group.shape : undefined) ?? 'round',
    iconSize: iconSize ?? (bound ? group.iconSize : undefined),
    checkedColor: checkedColor ?? (bound ? group.checkedColor : undefined),
  };
}
