import { Checker, type CheckerCommonProps } from './Checker';
import { splitOptions } from '../hooks/splitOptions';
import { CHECKBOX_OPTIONS, useCheckbox, type UseCheckboxOptions } from './useCheckbox';

export interface CheckboxProps extends UseCheckboxOptions, Omit<CheckerCommonProps, 'disabled'> {
  /** Shows a dash and tells assistive technology "mixed" (e.g. a select-all box, some chosen). */
  indeterminate?: boolean;
}

/**
 * A checkbox (Vant semantics): a native checkbox, visually hidden over a round or square icon,
 * named by its label (the children). Clicking the icon, the label (unless labelDisabled) or
 * pressing Space toggles it. Inside a CheckboxGroup its `name` goes into the group's value.
 * className, style and data-* go on the root; aria-* and id on the input; ref is the input.
 */
export function Checkbox(props: CheckboxProps) {
  const [options, { indeterminate = false, ...rest }] = splitOptions(props, CHECKBOX_OPTIONS);
  const state = useCheckbox(options);
  return (
    <Checker
      {...rest}
      type="checkbox"
      rootRef={state.rootRef}
      checked={state.checked}
      indeterminate={indeterminate}
      disabled={state.disabled}
      shape={state.shape}
      iconSize={state.iconSize}
      checkedColor={state.checkedColor}
      inputValue={options.name === undefined ? undefined : String(options.name)}
      onToggle={() => state.toggle()}
    />
  );
}
