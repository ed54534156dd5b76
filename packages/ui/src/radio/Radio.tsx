import { Checker, type CheckerCommonProps } from '../checkbox/Checker';
import { useRadio, type UseRadioOptions } from './useRadio';

export interface RadioProps extends UseRadioOptions, Omit<CheckerCommonProps, 'disabled'> {}

/**
 * A radio (Vant semantics): a native radio, visually hidden over a round (default), square or
 * dot icon, named by its label (the children). Inside a RadioGroup, clicking it, its label
 * (unless labelDisabled) or pressing Space chooses its `name`; arrow keys move to the next
 * radio and choose it, as native radios do. className, style and data-* go on the root;
 * aria-* and id on the input; ref is the input.
 */
export function Radio({
  name,
  value,
  defaultValue,
  onChange,
  checked,
  defaultChecked,
  disabled,
  shape,
  iconSize,
  checkedColor,
  ...rest
}: RadioProps) {
  const state = useRadio({
    name,
    value,
    defaultValue,
    onChange,
    checked,
    defaultChecked,
    disabled,
    shape,
    iconSize,
    checkedColor,
  });
  return (
    <Checker
      {...rest}
      type="radio"
      checked={state.checked}
      disabled={state.disabled}
      shape={state.shape}
      iconSize={state.iconSize}
      checkedColor={state.checkedColor}
      inputName={state.inputName}
      inputValue={name === undefined ? undefined : String(name)}
      onToggle={state.select}
    />
  );
}
