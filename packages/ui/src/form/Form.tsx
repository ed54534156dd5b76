import {
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  type FormEvent,
  type FormHTMLAttributes,
  type Ref,
} from 'react';
import type { FieldTrigger } from '../validators/rules';
import {
  FormContext,
  type FieldError,
  type FieldHandle,
  type FormContextValue,
  type InputAlign,
  type LabelAlign,
} from './FormContext';

export type FormValues = Record<string, string>;

/** The imperative handle (Vant Form's instance methods). */
export interface FormInstance {
  /** Validates every field, then calls onSubmit or onFailed, as the submit button does. */
  submit: () => void;
  /** Validates all fields, one name or some names; rejects with the errors (always an array). */
  validate: (name?: string | readonly string[]) => Promise<void>;
  /** Clears the shown errors of all fields, one name or some names. */
  resetValidation: (name?: string | readonly string[]) => void;
  getValues: () => FormValues;
}

export interface FormFailure {
  values: FormValues;
  errors: FieldError[];
}

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  ref?: Ref<FormInstance>;
  /** Called with every named field's value, only when every rule passes. */
  onSubmit?: (values: FormValues) => void;
  /** Called when a rule fails on submit; focus has moved to the first invalid field. */
  onFailed?: (failure: FormFailure) => void;
  /** Stops at the first field that fails instead of checking every field. */
  validateFirst?: boolean;
  /** When rules without their own trigger run besides submit; 'onBlur' by default. */
  validateTrigger?: FieldTrigger | readonly FieldTrigger[];
  /** Shows rule messages under the fields (aria-invalid is set either way). */
  showErrorMessage?: boolean;
  labelWidth?: number | string;
  labelAlign?: LabelAlign;
  inputAlign?: InputAlign;
  disabled?: boolean;
  readonly?: boolean;
}

function toNames(name?: string | readonly string[]): readonly string[] | undefined {
  if (name === undefined) return undefined;
  return typeof name === 'string' ? [name] : name;
}

/** Fields in page order, whatever order they registered in. */
function inPageOrder(fields: Iterable<FieldHandle>): FieldHandle[] {
  return [...fields].sort((a, b) => {
    const first = a.element();
    const second = b.element();
    if (!first || !second || first === second) return 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

/**
 * A form (Vant semantics): named Fields inside register through context; submit validates them
 * and calls onSubmit(values) only when every rule passes, otherwise onFailed({values, errors})
 * and focus moves to the first invalid field.
 */
export function Form({
  ref,
  onSubmit,
  onFailed,
  validateFirst = false,
  validateTrigger = 'onBlur',
  showErrorMessage = true,
  labelWidth,
  labelAlign,
  inputAlign,
  disabled,
  readonly,
  children,
  ...rest
}: FormProps) {
  const fields = useRef(new Set<FieldHandle>());
  const callbacks = useRef({ onSubmit, onFailed, validateFirst });
  useLayoutEffect(() => {
    callbacks.current = { onSubmit, onFailed, validateFirst };
  });

  const register = useCallback((field: FieldHandle) => {
    fields.current.add(field);
    return () => {
      fields.current.delete(field);
    };
  }, []);

  const select = useCallback((name?: string | readonly string[]) => {
    const names = toNames(name);
    return inPageOrder(fields.current).filter((field) => !names || names.includes(field.name));
  }, []);

  const getValues = useCallback(() => {
    const values: FormValues = {};
    for (const field of inPageOrder(fields.current)) values[field.name] = field.getValue();
    return values;
  }, []);

  /** Resolves to the errors (empty when all pass). */
  const collectErrors = useCallback(
    async (name?: string | readonly string[]) => {
      const selected = select(name);
      if (callbacks.current.validateFirst) {
        for (const field of selected) {
          const error = await field.validate();
          if (error) return [error];
        }
        return [];
      }
      const results = await Promise.all(selected.map((field) => field.validate()));
      return results.filter((error): error is FieldError => error !== undefined);
    },
    [select],
  );

  const validate = useCallback(
    async (name?: string | readonly string[]) => {
      const errors = await collectErrors(name);
      if (errors.length > 0) throw errors;
    },
    [collectErrors],
  );

  const resetValidation = useCallback(
    (name?: string | readonly string[]) => {
      for (const field of select(name)) field.resetValidation();
    },
    [select],
  );

  const submit = useCallback(() => {
    const values = getValues();
    void collectErrors().then((errors) => {
      if (errors.length === 0) {
        callbacks.current.onSubmit?.(values);
        return;
      }
      const first = select().find((field) => field.name === errors[0]?.name);
      first?.focus();
      callbacks.current.onFailed?.({ values, errors });
    });
  }, [collectErrors, getValues, select]);

  useImperativeHandle(ref, () => ({ submit, validate, resetValidation, getValues }), [
    submit,
    validate,
    resetValidation,
    getValues,
  ]);

  const context = useMemo<FormContextValue>(
    () => ({
      register,
      validateTrigger,
      showErrorMessage,
      labelWidth,
      labelAlign,
      inputAlign,
      disabled,
      readonly,
    }),
    [
      register,
      validateTrigger,
      showErrorMessage,
      labelWidth,
      labelAlign,
      inputAlign,
      disabled,
      readonly,
    ],
  );

  return (
    <form
      noValidate
      {...rest}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormContext.Provider value={context}>{children}</FormContext.Provider>
    </form>
  );
}
