import type { ApiResult } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import {
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { callFailure, isPassing, retryDelay, type CallFailure } from './callFailure';
import { CallFailures } from './callFailures';

export interface CallState<T> {
  /** The last successful answer (kept while a newer call runs). */
  data: T | null;
  loading: boolean;
  /** Why the last call left nothing to show, or null. */
  failure: CallFailure | null;
  /** Calls again with the same inputs, e.g. after a sale. */
  reload(): void;
}

/**
 * Runs a call whenever `key` changes (JSON of its inputs) or the language does (item and box
 * names come in the chosen language), and keeps the newest answer; an older answer that arrives
 * late is dropped. Failures were already shown as toasts by the HTTP client. `enabled: false`
 * skips the call (e.g. signed out). Call it from an observer: it reads the language store.
 *
 * A call that found no network or a broken server asks again by itself, at growing intervals
 * and at once when the browser says it is back online; while it has nothing to show it tells the
 * page's frame (CallFailures), which shows the error state with Retry in place of the page.
 */
export function useCall<T>(
  call: () => Promise<ApiResult<T>>,
  key: string,
  enabled = true,
): CallState<T> {
  const language = useStores().prefs.language;
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(enabled);
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const [generation, setGeneration] = useState(0);
  /** Counts failed answers, so each one schedules exactly one retry. */
  const [failedAnswers, setFailedAnswers] = useState(0);
  const attempts = useRef(0);
  const latest = useRef(call);
  useEffect(() => {
    latest.current = call;
  });

  useEffect(() => {
    if (!enabled) {
      setLoading(false);
      return;
    }
    let current = true;
    setLoading(true);
    void latest.current().then((result) => {
      if (!current) return;
      // An answer re-renders the whole screen (a grid of boxes, a list of items); as a transition
      // React renders it in slices between frames instead of one long task that blocks input.
      startTransition(() => {
        if (result.ok) setData(result.data);
        setFailure(result.ok ? null : callFailure(result));
        if (!result.ok) setFailedAnswers((n) => n + 1);
        setLoading(false);
      });
    });
    return () => {
      current = false;
    };
  }, [key, language, enabled, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);

  useEffect(() => {
    if (!failure) {
      attempts.current = 0;
      return;
    }
    if (!isPassing(failure)) return;
    const timer = setTimeout(reload, retryDelay(attempts.current));
    attempts.current += 1;
    window.addEventListener('online', reload);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', reload);
    };
  }, [failure, failedAnswers, reload]);

  const frame = useContext(CallFailures);
  const id = useId();
  const nothingToShow = failure !== null && data === null;
  useEffect(() => {
    if (!frame) return;
    frame.report(id, nothingToShow && failure ? { failure, retry: reload } : null);
    return () => frame.report(id, null);
  }, [frame, id, nothingToShow, failure, reload]);

  return { data, loading, failure, reload };
}
