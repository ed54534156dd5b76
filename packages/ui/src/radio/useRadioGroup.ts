import { createContext, useContext, useId } from 'react';
import { useControllableValue } from '../hooks/useControllableValue';
import type { OptionKeys } from '../hooks/splitOptions';

/** What identifies a radio inside its group (Vant's `name`). */
export type RadioName = string | number;
/** 'dot' draws a ring with a dot inside instead of a filled round icon with a tick. */
export type RadioShape = 'round' | 'square' | 'dot';

export interface RadioGroupContextValue {
  value: unknown;
  disabled: boolean;
  shape?: RadioShape;
  iconSize?: number | string;
  checkedColor?: string;
  /** The native radios' shared name: one Tab stop, arrow keys move and choose. */
  inputName: string;
  select: (name: RadioName | undefined) => void;
}

export const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

export const useRadioGroupContext = () => useContext(RadioGroupContext);

export interface UseRadioGroupOptions<T extends RadioName> {
  /** The chosen radio's name (controlled); undefined means none chosen yet. */
  value?: T;
  defaultValue?: T;
  onChange?: (value: T) => void;
  disabled?: boolean;
  shape?: RadioShape;
  iconSize?: number | string;
  checkedColor?: string;
}

/** The options of useRadioGroup, which RadioGroup takes out of its props. */
export const RADIO_GROUP_OPTIONS: OptionKeys<UseRadioGroupOptions<RadioName>> = {
  value: true,
  defaultValue: true,
  onChange: true,
  disabled: true,
  shape: true,
  iconSize: true,
  checkedColor: true,
};

/** RadioGroup behaviour (Vant semantics): the value is the chosen radio's name. */
export function useRadioGroup<T extends RadioName>({
  value,
  defaultValue,
  onChange,
  disabled = false,
  shape,
  iconSize,
  checkedColor,
}: UseRadioGroupOptions<T>) {
  const inputName = useId();
  const [current, setCurrent] = useControllableValue<T | undefined>({
    value,
    defaultValue,
    onChange: onChange as ((next: T | undefined) => void) | undefined,
  });
  const context: RadioGroupContextValue = {
    value: current,
    disabled,
    shape,
    iconSize,
    checkedColor,
    inputName,
    select: (name) => {
      if (!disabled) setCurrent(name as T);
    },
  };
  return { value: current, context };
}
