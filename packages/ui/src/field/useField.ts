import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useControllableValue } from '../hooks/useControllableValue';
import { useFormContext, type FieldError } from '../form/FormContext';
import {
  rulesForTrigger,
  runRules,
  type FieldRule,
  type FieldTrigger,
  type RuleMessage,
} from '../validators/rules';

export type FieldType = 'text' | 'password' | 'tel' | 'digit' | 'number' | 'textarea';

export interface UseFieldOptions {
  name?: string;
  id?: string;
  type?: FieldType;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  maxlength?: number;
  rules?: readonly FieldRule[];
  /** When rules without their own trigger run on a Field outside a Form. */
  validateTrigger?: FieldTrigger | readonly FieldTrigger[];
  error?: boolean;
  errorMessage?: string;
  disabled?: boolean;
  readonly?: boolean;
}

/** Formats a rule message: literal text as is, an id through the catalogue. */
export function formatRuleMessage(intl: IntlShape, message: RuleMessage): string {
  return typeof message === 'string'
    ? message
    : intl.formatMessage({ id: message.id }, message.values);
}

/** Vant's input filters: digits only for 'digit'; digits, one dot and a leading minus for 'number'. */
export function formatInput(raw: string, type: FieldType, maxlength?: number): string {
  let value = raw;
  if (type === 'digit') value = value.replace(/\D/g, '');
  if (type === 'number') {
    value = value.replace(/[^\d.-]/g, '');
    const negative = value.startsWith('-');
    value = value.replace(/-/g, '');
    const dot = value.indexOf('.');
    if (dot !== -1) value = value.slice(0, dot + 1) + value.slice(dot + 1).replace(/\./g, '');
    if (negative) value = `-${value}`;
  }
  if (maxlength !== undefined && maxlength >= 0) {
    const characters = Array.from(value);
    if (characters.length > maxlength) value = characters.slice(0, maxlength).join('');
  }
  return value;
}

type Status = { state: 'unvalidated' | 'passed' } | { state: 'failed'; message: string };

/**
 * Field behaviour: the value (controlled or not), input filters, rules and their triggers,
 * registration with a surrounding Form, and the ids that tie label, input and error together.
 */
export function useField({
  name,
  id,
  type = 'text',
  value,
  defaultValue,
  onChange,
  maxlength,
  rules,
  validateTrigger,
  error,
  errorMessage,
  disabled,
  readonly,
}: UseFieldOptions) {
  const intl = useIntl();
  const form = useFormContext();
  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const [current, setCurrent] = useControllableValue({
    value,
    defaultValue: defaultValue ?? '',
    onChange,
  });
  const [status, setStatus] = useState<Status>({ state: 'unvalidated' });
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const latest = useRef({ current, rules, intl, name });
  latest.current = { current, rules, intl, name };
  const run = useRef(0);

  const validateWith = useCallback(
    async (selected: readonly FieldRule[], valueToCheck?: string) => {
      const ticket = ++run.current;
      const { current: v, intl: i, name: n } = latest.current;
      const failure = await runRules(valueToCheck ?? v, selected);
      const message = failure === undefined ? undefined : formatRuleMessage(i, failure);
      if (ticket === run.current) {
        setStatus(message === undefined ? { state: 'passed' } : { state: 'failed', message });
      }
      return message === undefined ? undefined : ({ name: n ?? '', message } satisfies FieldError);
    },
    [],
  );

  const validate = useCallback(() => validateWith(latest.current.rules ?? []), [validateWith]);

  const resetValidation = useCallback(() => {
    run.current += 1;
    setStatus({ state: 'unvalidated' });
  }, []);

  const triggers = form?.validateTrigger ?? validateTrigger ?? 'onBlur';
  const validateOn = (trigger: FieldTrigger, valueToCheck?: string) => {
    const selected = rulesForTrigger(rules ?? [], trigger, triggers);
    if (selected.length > 0) void validateWith(selected, valueToCheck);
  };

  const focus = useCallback(() => inputRef.current?.focus(), []);

  useEffect(() => {
    if (!form || !name) return undefined;
    return form.register({
      name,
      element: () => rootRef.current,
      getValue: () => latest.current.current,
      validate,
      resetValidation,
      focus,
    });
  }, [form, name, validate, resetValidation, focus]);

  const change = (raw: string) => {
    const next = formatInput(raw, type, maxlength);
    if (next === latest.current.current) return next;
    setCurrent(next);
    // As in Vant: a new value clears the old verdict, then the onChange rules run on it.
    resetValidation();
    validateOn('onChange', next);
    return next;
  };

  const isDisabled = disabled ?? form?.disabled ?? false;
  const isReadonly = readonly ?? form?.readonly ?? false;
  const showRuleMessage = form?.showErrorMessage ?? true;
  const message =
    errorMessage || (showRuleMessage && status.state === 'failed' ? status.message : '');
  const invalid = error ?? (status.state === 'failed' || Boolean(errorMessage));
  const required = rules?.some((rule) => rule.required) ?? false;

  return {
    value: current,
    change,
    blur: () => validateOn('onBlur'),
    validate,
    resetValidation,
    focus,
    form,
    rootRef,
    inputRef,
    ids: {
      input: inputId,
      label: `${baseId}-label`,
      error: `${baseId}-error`,
      wordLimit: `${baseId}-limit`,
    },
    message,
    invalid,
    required,
    disabled: isDisabled,
    readonly: isReadonly,
  };
}
