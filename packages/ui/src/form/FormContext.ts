import { createContext, useContext } from 'react';
import type { FieldTrigger } from '../validators/rules';

export type LabelAlign = 'left' | 'center' | 'right' | 'top';
export type InputAlign = 'left' | 'center' | 'right';

/** A failed field: its name and its message, already in the reader's language. */
export interface FieldError {
  name: string;
  message: string;
}

/** What a named Field gives its Form so the form can read, check and focus it. */
export interface FieldHandle {
  name: string;
  /** The field's root element, to order fields as they appear on the page. */
  element: () => HTMLElement | null;
  getValue: () => string;
  /** Runs every rule (as on submit); resolves to the error or undefined. */
  validate: () => Promise<FieldError | undefined>;
  resetValidation: () => void;
  focus: () => void;
}

export interface FormContextValue {
  register: (field: FieldHandle) => () => void;
  validateTrigger: FieldTrigger | readonly FieldTrigger[];
  showErrorMessage: boolean;
  labelWidth?: number | string;
  labelAlign?: LabelAlign;
  inputAlign?: InputAlign;
  disabled?: boolean;
  readonly?: boolean;
}

export const FormContext = createContext<FormContextValue | null>(null);

/** The surrounding Form, or null for a Field on its own. */
export const useFormContext = () => useContext(FormContext);
