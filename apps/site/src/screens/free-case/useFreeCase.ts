import type { Api, ApiResult } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import { useAction } from '../../shared/frame/useAction';
import { useCall, type CallState } from '../../shared/frame/useCall';
import { useDropChoice, type DropChoice } from '../../shared/goods/useDropChoice';

type AnswerOf<C> = C extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : never;
export type FreeCaseStatus = AnswerOf<Api['freeCase']['status']>;
export type FreeCaseOpened = AnswerOf<Api['freeCase']['open']>;

export interface FreeCase extends Omit<DropChoice<FreeCaseOpened>, 'land'> {
  status: CallState<FreeCaseStatus>;
  opening: boolean;
  open(): Promise<void>;
}

/**
 * The free daily case (issue 30): where the player stands with it (signed out, below its VIP
 * level, ready, opened today), opening it, and the drop to keep or sell (useDropChoice).
 */
export function useFreeCase(): FreeCase {
  const root = useStores();
  const api = root.api;
  const action = useAction();
  const status = useCall(() => api.freeCase.status(), `freeCase:${root.user.isLoggedIn}`);
  const [opening, setOpening] = useState(false);
  const { land, ...drop } = useDropChoice<FreeCaseOpened>();
  return {
    status,
    opening,
    async open() {
      setOpening(true);
      const answer = await action.call(() => api.freeCase.open(), [status.reload]);
      setOpening(false);
      if (answer.ok) land(answer.data);
    },
    ...drop,
  };
}
