import type { Api, ApiResult } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';
import { useAction } from '../../shared/frame/useAction';
import { useCall, type CallState } from '../../shared/frame/useCall';
import { useDropChoice, type DropChoice } from '../../shared/goods/useDropChoice';
import { useAskSignIn } from '../../shared/account/useAskSignIn';

type AnswerOf<C> = C extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : never;
export type WelfareListing = AnswerOf<Api['welfare']['list']>;
export type WelfareOpened = AnswerOf<Api['welfare']['open']>;

/** The welfare boxes' screen; the last opening's drop is kept or sold (useDropChoice). */
export interface GradeScreen extends Omit<DropChoice<WelfareOpened>, 'land'> {
  layout: Layout;
  signedIn: boolean;
  listing: CallState<WelfareListing>;
  /** The tier whose contents show; the first one until the player picks. */
  shownTier: number | null;
  show(tier: number): void;
  /** The tier being opened now. */
  opening: number | null;
  openTier(tier: number): Promise<void>;
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
  const askSignIn = useAskSignIn();
  const api = root.api;
  const action = useAction();
  const signedIn = root.user.isLoggedIn;
  const listing = useCall(() => api.welfare.list(), `welfare:${signedIn}`);
  const [picked, setPicked] = useState<number | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const { land, ...drop } = useDropChoice<WelfareOpened>();

  return {
    layout,
    signedIn,
    listing,
    shownTier: picked ?? listing.data?.tiers[0]?.tier ?? null,
    show: setPicked,
    opening,
    async openTier(tier) {
      setOpening(tier);
      const answer = await action.call(() => api.welfare.open({ tier }), [listing.reload]);
      setOpening(null);
      if (answer.ok) land(answer.data);
    },
    ...drop,
    signIn: () => askSignIn(),
  };
}
