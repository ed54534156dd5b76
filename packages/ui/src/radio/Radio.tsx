import { Checker, type CheckerCommonProps } from '../checkbox/Checker';
import { splitOptions } from '../hooks/splitOptions';
import { RADIO_OPTIONS, useRadio, type UseRadioOptions } from './useRadio';

export interface RadioProps extends UseRadioOptions, Omit<CheckerCommonProps, 'disabled'> {}

/**
 * A radio (Vant semantics): a native radio, visually hidden over a round (default), square or
 * dot icon, named by its label (the children). Inside a RadioGroup, clicking it, its label
 * (unless labelDisabled) or pressing Space chooses its `name`; arrow keys move to the next
 * radio and choose it, as native radios do. className, style and data-* go on the root;
 * aria-* and id on the input; ref is the input.
 */
export function Radio(props: RadioProps) {
  const [options, rest] = splitOptions(props, RADIO_OPTIONS);
  const state = useRadio(options);
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
      inputValue={options.name === undefined ? undefined : String(options.name)}
      onToggle={state.select}
    />
  );
}
