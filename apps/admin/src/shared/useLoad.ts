import type { ApiResult } from '@skinbox/api';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | null;
  /** The server's translated refusal, when the last load failed. */
  error: string | null;
  loading: boolean;
  reload(): void;
}

/** Runs `load` when `key` changes (and on reload); keeps the last answer while the next comes. */
export function useLoad<T>(load: () => Promise<ApiResult<T>>, key: string): Loaded<T> {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  const [round, setRound] = useState(0);
  // `key` stands for everything `load` reads: the latest `load` runs when it or `round` changes.
  const latest = useRef(load);
  latest.current = load;
  const run = useCallback(() => latest.current(), [key, round]);
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    void run().then((answer) => {
      if (!current) return;
      setState(
        answer.ok
          ? { data: answer.data, error: null, loading: false }
          : (previous) => ({ ...previous, error: answer.msg, loading: false }),
      );
    });
    return () => {
      current = false;
    };
  }, [run]);
  return { ...state, reload: () => setRound((value) => value + 1) };
}
