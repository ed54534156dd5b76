export { Picker, type PickerProps } from './Picker';
export { PickerColumn, type PickerColumnProps } from './PickerColumn';
export {
  usePicker,
  type PickerChange,
  type PickerSelection,
  type UsePickerOptions,
} from './usePicker';
export { usePickerColumn, type UsePickerColumnOptions } from './usePickerColumn';
export {
  getColumnsType,
  hasMomentum,
  momentumOffset,
  PICKER_MOMENTUM_DISTANCE,
  PICKER_MOMENTUM_TIME,
  PICKER_OPTION_HEIGHT,
  PICKER_SETTLE_DURATION,
  PICKER_SWIPE_DURATION,
  PICKER_VISIBLE_OPTION_NUM,
  resolveColumns,
  type PickerColumns,
  type PickerColumnsType,
  type PickerOption,
  type PickerValue,
} from './utils';
