export { Form, type FormFailure, type FormInstance, type FormProps, type FormValues } from './Form';
export {
  FormContext,
  useFormContext,
  type FieldError,
  type FieldHandle,
  type FormContextValue,
  type InputAlign,
  type LabelAlign,
} from './FormContext';
