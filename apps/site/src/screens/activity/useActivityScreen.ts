import type { Api, ApiResult } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import type { Layout } from '../../layout/device';
import { useHref, useLayout } from '../../routing/layoutContext';
import { useAction } from '../../shared/frame/useAction';
import { useCall, type CallState } from '../../shared/frame/useCall';
import { useAskSignIn } from '../../shared/account/useAskSignIn';

type AnswerOf<C> = C extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : never;
export type FestivalListing = AnswerOf<Api['activity']['festival']>;

export interface ActivityScreen {
  layout: Layout;
  signedIn: boolean;
  homeHref: string;
  listing: CallState<FestivalListing>;
  /** The prize being claimed, by key. */
  claiming: string | null;
  /** The goods just claimed. */
  won: string | null;
  claim(key: string): Promise<void>;
}

/**
 * The festival's state (SPEC /activity, GAMES.md section 6), from the ActivityConfig the
 * operators set: its window, the player's turnover since it started and each goods prize locked,
 * claimable or claimed; claiming one puts the item in the bag (the server tells cid 102 too).
 */
export function useActivityScreen(): ActivityScreen {
  const layout = useLayout();
  const root = useStores();
  const askSignIn = useAskSignIn();
  const action = useAction();
  const signedIn = root.user.isLoggedIn;
  const platformId = root.app.platformId;
  const listing = useCall(
    () => root.api.activity.festival({ platformId }),
    `festival:${signedIn}:${platformId}`,
  );
  const [claiming, setClaiming] = useState<string | null>(null);
  const [won, setWon] = useState<string | null>(null);
  return {
    layout,
    signedIn,
    homeHref: useHref('home'),
    listing,
    claiming: action.busy ? claiming : null,
    won,
    async claim(key) {
      if (!signedIn) return askSignIn();
      setClaiming(key);
      const result = await action.call(
        () => root.api.activity.claimGoods({ platformId, key }),
        [listing.reload],
      );
      if (result.ok) setWon(result.data.goods.name);
    },
  };
}
