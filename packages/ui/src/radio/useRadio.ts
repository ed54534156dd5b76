import { useControllableValue } from '../hooks/useControllableValue';
import { useRadioGroupContext, type RadioName, type RadioShape } from './useRadioGroup';
import type { OptionKeys } from '../hooks/splitOptions';

export interface UseRadioOptions {
  /** The name this radio stands for: the group's value when it is chosen. */
  name?: RadioName;
  /** Outside a group: the chosen name of its set (controlled); checked when it equals `name`. */
  value?: RadioName;
  defaultValue?: RadioName;
  /** Outside a group: reports `name` when the radio is chosen. */
  onChange?: (name: RadioName | undefined) => void;
  /** Outside a group: boolean shorthand for `value === name`. */
  checked?: boolean;
  defaultChecked?: boolean;
  disabled?: boolean;
  shape?: RadioShape;
  iconSize?: number | string;
  checkedColor?: string;
}

/** The options of useRadio, which Radio takes out of its props. */
export const RADIO_OPTIONS: OptionKeys<UseRadioOptions> = {
  name: true,
  value: true,
  defaultValue: true,
  onChange: true,
  checked: true,
  defaultChecked: true,
  disabled: true,
  shape: true,
  iconSize: true,
  checkedColor: true,
};

/**
 * Radio behaviour (Vant semantics): checked when the group's value (or its own `value`) equals
 * its name; choosing it sets that value to its name. A chosen radio is not unchosen by a click.
 */
export function useRadio({
  name,
  value,
  defaultValue,
  onChange,
  checked,
  defaultChecked,
  disabled = false,
  shape,
  iconSize,
  checkedColor,
}: UseRadioOptions) {
  const group = useRadioGroupContext();
  // A Radio alone holds whether it is chosen; value/defaultValue compare with its name.
  const [own, setOwn] = useControllableValue<boolean>({
    value: checked ?? (value === undefined ? undefined : Object.is(value, name)),
    defaultValue: defaultChecked ?? (defaultValue !== undefined && Object.is(defaultValue, name)),
    onChange: (chosen) => {
      if (chosen) onChange?.(name);
    },
  });
  const isChecked = group ? Object.is(group.value, name) : own;
  const isDisabled = (group?.disabled ?? false) || disabled;

  const select = () => {
    if (isDisabled) return;
    if (group) group.select(name);
    else setOwn(true);
  };

  return {
    checked: isChecked,
    disabled: isDisabled,
    select,
    inputName: group?.inputName,
    shape: shape ?? group?.shape ?? 'round',
    iconSize: iconSize ?? group?.iconSize,
    checkedColor: checkedColor ?? group?.checkedColor,
  };
}
