export { Radio, type RadioProps } from './Radio';
export { RadioGroup, type RadioGroupProps } from './RadioGroup';
export { useRadio, type UseRadioOptions } from './useRadio';
export {
  useRadioGroup,
  type RadioName,
  type RadioShape,
  type UseRadioGroupOptions,
} from './useRadioGroup';
