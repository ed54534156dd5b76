import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import { useAction } from '../frame/useAction';

/** What became of a reward's drop: sold for coins or kept in the bag. */
export type DropOutcome = 'sold' | 'kept';

export interface DropChoice<T extends { bagItemId: number }> {
  /** The last drop, until the player keeps or sells it. */
  result: T | null;
  /** Shows a new drop and forgets what became of the last one. */
  land(drop: T): void;
  outcome: DropOutcome | null;
  selling: boolean;
  sell(): Promise<void>;
  keep(): void;
}

/** A free reward's drop (a welfare box, the free daily case) that the player keeps or sells. */
export function useDropChoice<T extends { bagItemId: number }>(): DropChoice<T> {
  const { api } = useStores();
  const action = useAction();
  const [result, setResult] = useState<T | null>(null);
  const [outcome, setOutcome] = useState<DropOutcome | null>(null);
  const [selling, setSelling] = useState(false);
  return {
    result,
    land(drop) {
      setOutcome(null);
      setResult(drop);
    },
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
