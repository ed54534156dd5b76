import type { ApiResult } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';

export interface Action {
  /** A call is under way: its buttons are disabled or loading. */
  busy: boolean;
  /**
   * Sends one call that changes the player's things. After a success it reloads what shows them
   * (`reload`: a listing, a quota) and the player (balance, points); a failure changes nothing
   * here, the HTTP client has shown it.
   */
  call<T>(request: () => Promise<ApiResult<T>>, reload?: (() => void)[]): Promise<ApiResult<T>>;
}

/** The busy flag, the call, the reloads and the player reload that every action button shares. */
export function useAction(): Action {
  const { user } = useStores();
  const [busy, setBusy] = useState(false);
  return {
    busy,
    async call(request, reload = []) {
      setBusy(true);
      const result = await request();
      setBusy(false);
      if (result.ok) {
        for (const again of reload) again();
        void user.loadInfo();
      }
      return result;
    },
  };
}
