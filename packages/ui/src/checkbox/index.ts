export {
  CHECKBOX_DURATION_MS,
  CHECKBOX_ICON_SIZE,
  type CheckerDirection,
  type CheckerIconState,
  type CheckerLabelPosition,
} from './Checker';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';
export { useCheckbox, type UseCheckboxOptions } from './useCheckbox';
export {
  useCheckboxGroup,
  type CheckboxGroupInstance,
  type CheckboxGroupToggleAllOptions,
  type CheckboxName,
  type CheckboxShape,
  type UseCheckboxGroupOptions,
} from './useCheckboxGroup';
