export { FIELD_LABEL_WIDTH, Field, type FieldAutosize, type FieldProps } from './Field';
export {
  formatInput,
  formatRuleMessage,
  useField,
  type FieldType,
  type UseFieldOptions,
} from './useField';
