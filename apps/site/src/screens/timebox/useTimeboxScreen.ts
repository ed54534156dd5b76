import type { Api, ApiResult, TimedBoxDraw } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import type { Layout } from '../../layout/device';
import { useHref, useLayout } from '../../routing/layoutContext';
import { usePaged, type PageOf, type Paged } from '../../shared/frame/Paged';
import { useCall, type CallState } from '../../shared/frame/useCall';
import { useAskSignIn } from '../../shared/account/useAskSignIn';

type AnswerOf<C> = C extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : never;
export type TimeboxListing = AnswerOf<Api['timebox']['list']>;

export interface TimeboxScreen {
  layout: Layout;
  signedIn: boolean;
  rechargeHref: string;
  listing: CallState<TimeboxListing>;
  /** The box whose contents show; the first one until the player picks. */
  shownSlot: string | null;
  show(slot: string): void;
  draws: Paged<TimedBoxDraw, PageOf<TimedBoxDraw>>;
  signIn(): void;
}

/**
 * The timed boxes' state (SPEC sections 4 and 9): each box with the player's recharge in its
 * period, joined or not, and the time to its draw; the player's past rolls.
 */
export function useTimeboxScreen(): TimeboxScreen {
  const layout = useLayout();
  const root = useStores();
  const askSignIn = useAskSignIn();
  const api = root.api.timebox;
  const signedIn = root.user.isLoggedIn;
  const listing = useCall(() => api.list(), `timebox:${signedIn}`);
  const draws = usePaged(layout, (page) => api.draws({ page }), 'timeboxDraws', signedIn);
  const [picked, setPicked] = useState<string | null>(null);
  return {
    layout,
    signedIn,
    rechargeHref: useHref('recharge'),
    listing,
    shownSlot: picked ?? listing.data?.boxes[0]?.slot ?? null,
    show: setPicked,
    draws,
    signIn: () => askSignIn(),
  };
}
