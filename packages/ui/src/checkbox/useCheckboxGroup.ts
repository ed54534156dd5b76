import { createContext, useCallback, useContext, useRef, type RefObject } from 'react';
import { useControllableValue } from '../hooks/useControllableValue';
import type { OptionKeys } from '../hooks/splitOptions';

/** What identifies a checkbox inside a group (Vant's `name`). */
export type CheckboxName = string | number;
export type CheckboxShape = 'round' | 'square';

/** Vant's toggleAll options: a boolean is `{ checked }`. */
export type CheckboxGroupToggleAllOptions =
  | boolean
  | {
      /** true checks all, false clears all; left out, each box flips. */
      checked?: boolean;
      /** Disabled boxes keep their state. */
      skipDisabled?: boolean;
    };

/** The imperative handle of a CheckboxGroup (Vant's instance methods). */
export interface CheckboxGroupInstance {
  toggleAll: (options?: CheckboxGroupToggleAllOptions) => void;
}

/** What a bound Checkbox tells its group, kept current on every render. */
export interface CheckboxHandle {
  name: CheckboxName | undefined;
  checked: boolean;
  /** The checkbox's own disabled prop (Vant's skipDisabled looks at it, not at the group's). */
  disabled: boolean;
  element: () => HTMLElement | null;
}

export interface CheckboxGroupContextValue {
  value: readonly unknown[];
  disabled: boolean;
  shape?: CheckboxShape;
  iconSize?: number | string;
  checkedColor?: string;
  /** Checks or unchecks one name; false when refused (max reached, or nothing to change). */
  setChecked: (name: CheckboxName | undefined, checked: boolean) => boolean;
  register: (handle: RefObject<CheckboxHandle>) => () => void;
}

export const CheckboxGroupContext = createContext<CheckboxGroupContextValue | null>(null);

export const useCheckboxGroupContext = () => useContext(CheckboxGroupContext);

export interface UseCheckboxGroupOptions<T extends CheckboxName> {
  /** The checked names, in the order they were checked. */
  value?: readonly T[];
  defaultValue?: readonly T[];
  onChange?: (value: T[]) => void;
  /** Most names that can be checked; 0 (the default) means no limit. */
  max?: number;
  disabled?: boolean;
  shape?: CheckboxShape;
  iconSize?: number | string;
  checkedColor?: string;
}

/** The options of useCheckboxGroup, which CheckboxGroup takes out of its props. */
export const CHECKBOX_GROUP_OPTIONS: OptionKeys<UseCheckboxGroupOptions<CheckboxName>> = {
  value: true,
  defaultValue: true,
  onChange: true,
  max: true,
  disabled: true,
  shape: true,
  iconSize: true,
  checkedColor: true,
};

const EMPTY: readonly never[] = [];

/** Boxes in page order, whatever order they mounted in. */
function inPageOrder(handles: CheckboxHandle[]): CheckboxHandle[] {
  return handles.sort((a, b) => {
    const first = a.element();
    const second = b.element();
    if (!first || !second || first === second) return 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

/**
 * CheckboxGroup behaviour (Vant semantics): the value is the array of checked names; a check
 * appends its name, an uncheck removes it; past `max` further checks are refused; toggleAll
 * sets every bound box at once, in page order.
 */
export function useCheckboxGroup<T extends CheckboxName>({
  value,
  defaultValue = EMPTY,
  onChange,
  max = 0,
  disabled = false,
  shape,
  iconSize,
  checkedColor,
}: UseCheckboxGroupOptions<T>) {
  const [current, setCurrent] = useControllableValue<readonly T[]>({
    value,
    defaultValue,
    onChange: onChange as ((next: readonly T[]) => void) | undefined,
  });
  const children = useRef(new Set<RefObject<CheckboxHandle>>());

  const register = useCallback((handle: RefObject<CheckboxHandle>) => {
    children.current.add(handle);
    return () => {
      children.current.delete(handle);
    };
  }, []);

  const setChecked = (name: CheckboxName | undefined, checked: boolean) => {
    const names = current as readonly unknown[];
    if (checked) {
      if ((max > 0 && names.length >= max) || names.includes(name)) return false;
      setCurrent([...current, name as T]);
      return true;
    }
    if (!names.includes(name)) return false;
    setCurrent(current.filter((item) => item !== name));
    return true;
  };

  const toggleAll = (options: CheckboxGroupToggleAllOptions = {}) => {
    const { checked, skipDisabled = false } =
      typeof options === 'boolean' ? { checked: options } : options;
    const handles = inPageOrder([...children.current].map((handle) => handle.current));
    const names = handles
      .filter((box) => (box.disabled && skipDisabled ? box.checked : (checked ?? !box.checked)))
      .map((box) => box.name as T);
    setCurrent(names);
  };

  const context: CheckboxGroupContextValue = {
    value: current,
    disabled,
    shape,
    iconSize,
    checkedColor,
    setChecked,
    register,
  };

  return { value: current, toggleAll, context };
}
