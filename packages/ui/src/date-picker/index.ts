export { DatePicker, type DatePickerProps } from './DatePicker';
export {
  DATE_PICKER_YEAR_RANGE,
  defaultMaxDate,
  defaultMinDate,
  monthEndDay,
  resolveDateColumns,
  type DatePickerColumnType,
  type DatePickerFilter,
  type DatePickerFormatter,
  type DatePickerOption,
} from './utils';
