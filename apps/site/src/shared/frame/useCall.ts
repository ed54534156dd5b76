import { FAILED_WITHOUT_RESPONSE_CODE, type ApiResult } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useNetworkReturn } from './useNetworkReturn';

export interface CallState<T> {
  /** The last successful answer (kept while a newer call runs). */
  data: T | null;
  loading: boolean;
  /**
   * The last call got no answer (network down, time-out): it is asked again when the network
   * returns. A refusal (a box that does not exist) is an answer.
   */
  offline: boolean;
  /** Calls again with the same inputs, e.g. after a sale. */
  reload(): void;
}

/**
 * Runs a call whenever `key` changes (JSON of its inputs) or the language does (item and box
 * names come in the chosen language), and keeps the newest answer; an older answer that arrives
 * late is dropped. Failures were already shown as toasts by the HTTP client. `enabled: false`
 * skips the call (e.g. signed out). Call it from an observer: it reads the language store.
 */
export function useCall<T>(
  call: () => Promise<ApiResult<T>>,
  key: string,
  enabled = true,
): CallState<T> {
  const language = useStores().prefs.language;
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(enabled);
  const [offline, setOffline] = useState(false);
  const [generation, setGeneration] = useState(0);
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
        setOffline(!result.ok && result.code === FAILED_WITHOUT_RESPONSE_CODE);
        setLoading(false);
      });
    });
    return () => {
      current = false;
    };
  }, [key, language, enabled, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  useNetworkReturn(offline && enabled, reload);
  return { data, loading, offline, reload };
}
