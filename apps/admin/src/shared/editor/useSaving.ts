import type { ApiResult } from '@skinbox/api';
import { useState } from 'react';
import type { z } from 'zod';
import { useConsole } from '../../stores/storeContext';
import { checkedInput } from '../inputError';

/** Where an editor's last save stands: its refusal or its notice, and whether one is under way. */
export interface Saving {
  /** The contract's or the server's refusal of the last save, translated. */
  error: string | null;
  /** What the last save did. */
  notice: string | null;
  busy: boolean;
  /** How many saves went through: the list's load key, so it reloads after each. */
  round: number;
  /**
   * Checks `value` with the call's contract `schema` and sends what it read with `call`, busy
   * meanwhile: the answer with what was sent, or null once refused (the refusal shown).
   */
  send<S extends z.ZodType, T>(
    schema: S,
    value: unknown,
    call: (input: z.output<S>) => Promise<ApiResult<T>>,
  ): Promise<{ data: T; input: z.output<S> } | null>;
  /** `send`, then the notice `saved` words from the answer, and the list reloaded: a save. */
  submit<S extends z.ZodType, T>(
    schema: S,
    value: unknown,
    call: (input: z.output<S>) => Promise<ApiResult<T>>,
    saved: (data: T, input: z.output<S>) => string,
  ): Promise<void>;
  /** Shows `message` as the refusal (a check of the screen's own, before anything is sent). */
  refuse(message: string): void;
  /** A change went through (a save, a row removed behind a dialog): its notice, the list reloaded. */
  done(notice: string): void;
  /** Forgets the last notice (another row was opened in the form). */
  clearNotice(): void;
}

/**
 * THE save frame of the console's editors (content, promotions): a list beside a form whose
 * save is checked with the contract, sent, and answered by a notice or the refusal next to the
 * form. The screens show it with SaveActions.
 */
export function useSaving(): Saving {
  const { locale } = useConsole();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);

  const done = (message: string) => {
    setError(null);
    setNotice(message);
    setRound((value) => value + 1);
  };
  const send: Saving['send'] = async (schema, value, call) => {
    setNotice(null);
    const input = checkedInput(schema, value, locale.locale);
    if (!input.ok) {
      setError(input.error);
      return null;
    }
    setBusy(true);
    const answer = await call(input.data);
    setBusy(false);
    setError(answer.ok ? null : answer.msg);
    return answer.ok ? { data: answer.data, input: input.data } : null;
  };
  return {
    error,
    notice,
    busy,
    round,
    send,
    submit: async (schema, value, call, saved) => {
      const answer = await send(schema, value, call);
      if (answer) done(saved(answer.data, answer.input));
    },
    refuse: setError,
    done,
    clearNotice: () => setNotice(null),
  };
}
