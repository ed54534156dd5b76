import type { Api, ApiResult } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';
import { useAction } from '../../shared/frame/useAction';
import { useCall, type CallState } from '../../shared/frame/useCall';

type AnswerOf<C> = C extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : never;
export type WelfareListing = AnswerOf<Api['welfare']['list']>;
export type WelfareOpened = AnswerOf<Api['welfare']['open']>;

export interface GradeScreen {
  layout: Layout;
  signedIn: boolean;
  listing: CallState<WelfareListing>;
  /** The tier whose contents show; the first one until the player picks. */
  shownTier: number | null;
  show(tier: number): void;
  /** The tier being opened now. */
  opening: number | null;
  openTier(tier: number): Promise<void>;
  /** The last opening, until the player keeps or sells the drop. */
  result: WelfareOpened | null;
  outcome: 'sold' | 'kept' | null;
  selling: boolean;
  sell(): Promise<void>;
  keep(): void;
  signIn(): void;
}

/** Milliseconds from the listing's server time to `iso`, never below 0. */
export function msUntil(serverNow: string, iso: string): number {
  return Math.max(0, Date.parse(iso) - Date.parse(serverNow));
}

/**
 * The welfare boxes' state (SPEC sections 4, 6, 9): the tiers as the player stands (locked,
 * opened, refreshing), the points, opening a tier, and the drop to keep or sell.
 */
export function useGradeScreen(): GradeScreen {
  const layout = useLayout();
  const root = useStores();
  const api = root.api;
  const action = useAction();
  const signedIn = root.user.isLoggedIn;
  const listing = useCall(() => api.welfare.list(), `welfare:${signedIn}`);
  const [picked, setPicked] = useState<number | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const [result, setResult] = useState<WelfareOpened | null>(null);
  const [outcome, setOutcome] = useState<GradeScreen['outcome']>(null);
  const [selling, setSelling] = useState(false);

  return {
    layout,
    signedIn,
    listing,
    shownTier: picked ?? listing.data?.tiers[0]?.tier ?? null,
    show: setPicked,
    opening,
    async openTier(tier) {
      setOpening(tier);
      setOutcome(null);
      const answer = await action.call(() => api.welfare.open({ tier }), [listing.reload]);
      setOpening(null);
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
    signIn: () => root.ui.openSignIn(),
  };
}
