import type { ApiResult } from '@skinbox/api';
import { useState } from 'react';
import { fieldErrors, useErrorText } from './errors';

/** A zod safeParse result as the form needs it (the site does not depend on zod itself). */
export type Parsed<O> =
  | { success: true; data: O }
  | {
      success: false;
      error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
    };

export interface ContractForm<F> {
  form: F;
  /** A field's change handler. */
  set<K extends keyof F>(key: K): (value: F[K]) => void;
  /** A field's refusal in the chosen language, or undefined. */
  err(key: string): string | undefined;
  /** Empties the form again, e.g. after a password was changed. */
  reset(): void;
  /** Forgets the refusals shown, e.g. when the form switches to another way of signing in. */
  clearErrors(): void;
  busy: boolean;
  /**
   * Shows the parse's refusals per field (`check` may add one zod could not, e.g. the passwords
   * differing), then, when it passed, sends its data. Undefined when nothing was sent; the
   * answer otherwise (a refusal was already shown as a toast by the HTTP client).
   */
  submit<O, T>(
    parsed: Parsed<O>,
    send: (data: O) => Promise<ApiResult<T>>,
    check?: (errors: Record<string, string>) => Record<string, string>,
  ): Promise<ApiResult<T> | undefined>;
}

/** What a form's fields bind to: its values, their change handlers and their refusals. */
export type FormFields<F> = Pick<ContractForm<F>, 'form' | 'set' | 'err'>;

/**
 * A form checked by the contract's rules (packages/api zod schemas) before it is sent: its
 * fields, the refusals per field in the chosen language, and the busy flag while it is sent.
 */
export function useContractForm<F>(initial: F | (() => F)): ContractForm<F> {
  const errorText = useErrorText();
  const [first] = useState<F>(initial);
  const [form, setForm] = useState<F>(first);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  return {
    form,
    set: (key) => (value) => setForm((current) => ({ ...current, [key]: value })),
    err: (key) => (errors[key] ? errorText(errors[key]) : undefined),
    reset: () => setForm(first),
    clearErrors: () => setErrors({}),
    busy,
    async submit(parsed, send, check) {
      const found = fieldErrors(parsed);
      setErrors(check ? check(found) : found);
      if (!parsed.success) return undefined;
      setBusy(true);
      const result = await send(parsed.data);
      setBusy(false);
      return result;
    },
  };
}
