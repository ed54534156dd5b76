import type { Api, ApiResult } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import { useAction } from '../../shared/frame/useAction';
import { useCall, type CallState } from '../../shared/frame/useCall';

type AnswerOf<C> = C extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : never;
export type FreeCaseStatus = AnswerOf<Api['freeCase']['status']>;
export type FreeCaseOpened = AnswerOf<Api['freeCase']['open']>;

export interface FreeCase {
  status: CallState<FreeCaseStatus>;
  opening: boolean;
  open(): Promise<void>;
  /** Today's drop, until the player keeps or sells it. */
  result: FreeCaseOpened | null;
  outcome: 'sold' | 'kept' | null;
  selling: boolean;
  sell(): Promise<void>;
  keep(): void;
}

/**
 * The free daily case (issue 30): where the player stands with it (signed out, below its VIP
 * level, ready, opened today), opening it, and the drop to keep or sell.
 */
export function useFreeCase(): FreeCase {
  const root = useStores();
  const api = root.api;
  const action = useAction();
  const status = useCall(() => api.freeCase.status(), `freeCase:${root.user.isLoggedIn}`);
  const [opening, setOpening] = useState(false);
  const [result, setResult] = useState<FreeCaseOpened | null>(null);
  const [outcome, setOutcome] = useState<FreeCase['outcome']>(null);
  const [selling, setSelling] = useState(false);
  return {
    status,
    opening,
    async open() {
      setOpening(true);
      setOutcome(null);
      const answer = await action.call(() => api.freeCase.open(), [status.reload]);
      setOpening(false);
      if (answer.ok) setResult(answer.data);
    },
    result,
    outcome,
    selling,
    async sell() {
      if (!result) return;
      setSelling(true);
      const answer = await action.call(() => api.bag.sell({ ids: [result.bagItemId] }));
      setSelling(false);
      if (!answer.ok) return;
      setResult(null);
      setOutcome('sold');
    },
    keep() {
      setResult(null);
      setOutcome('kept');
    },
  };
}
