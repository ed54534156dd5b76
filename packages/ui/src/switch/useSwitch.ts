import { useControllableValue } from '../hooks/useControllableValue';

export interface UseSwitchOptions<V> {
  /** The held value (controlled): `activeValue` when on, `inactiveValue` when off. */
  value?: V;
  defaultValue?: V;
  /** Boolean shorthand for `value`: true means `activeValue`. */
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (value: V) => void;
  activeValue?: V;
  inactiveValue?: V;
  disabled?: boolean;
  loading?: boolean;
}

/**
 * Switch behaviour (Vant semantics): the value is `activeValue` or `inactiveValue`, a click or
 * Space/Enter flips it unless disabled or loading. Returns the props for the switch element.
 */
export function useSwitch<V = boolean>({
  value,
  defaultValue,
  checked,
  defaultChecked,
  onChange,
  activeValue = true as V,
  inactiveValue = false as V,
  disabled = false,
  loading = false,
}: UseSwitchOptions<V>) {
  const [current, setCurrent] = useControllableValue<V>({
    value:
      value !== undefined
        ? value
        : checked === undefined
          ? undefined
          : checked
            ? activeValue
            : inactiveValue,
    defaultValue:
      defaultValue !== undefined ? defaultValue : defaultChecked ? activeValue : inactiveValue,
    onChange,
  });
  const on = Object.is(current, activeValue);
  const blocked = disabled || loading;

  const toggle = () => {
    if (!blocked) setCurrent(on ? inactiveValue : activeValue);
  };

  return {
    on,
    toggle,
    /** For a native <button>: Enter and Space press it, which comes back as a click. */
    switchProps: {
      role: 'switch' as const,
      type: 'button' as const,
      'aria-checked': on,
      'aria-busy': loading || undefined,
      disabled,
      onClick: toggle,
    },
  };
}
