import { moneyToCents, type Api, type ApiResult } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';
import { useAction } from '../../shared/frame/useAction';
import { useCall, type CallState } from '../../shared/frame/useCall';
import { useAskSignIn } from '../../shared/account/useAskSignIn';

type AnswerOf<C> = C extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : never;
export type NewYearListing = AnswerOf<Api['activity']['newYear']>;

export interface NewYearScreen {
  layout: Layout;
  signedIn: boolean;
  listing: CallState<NewYearListing>;
  /** Today's envelope can be opened: the activity runs, none opened today, the entry reached. */
  canOpen: boolean;
  opening: boolean;
  open(): Promise<void>;
}

/**
 * The new-year activity's state (SPEC /newyear, GAMES.md section 6), from the ActivityConfig the
 * operators set: its window, the player's turnover today against the entry, today's envelope
 * (once a site day; its roll verifiable), the prizes with their odds and the player's envelopes.
 */
export function useNewYearScreen(): NewYearScreen {
  const layout = useLayout();
  const root = useStores();
  const askSignIn = useAskSignIn();
  const action = useAction();
  const signedIn = root.user.isLoggedIn;
  const platformId = root.app.platformId;
  const listing = useCall(
    () => root.api.activity.newYear({ platformId }),
    `newyear:${signedIn}:${platformId}`,
  );
  const activity = listing.data?.activity;
  const canOpen =
    !!activity &&
    activity.live &&
    activity.today === null &&
    moneyToCents(activity.todayTurnover) >= moneyToCents(activity.entryTurnover);
  return {
    layout,
    signedIn,
    listing,
    canOpen: signedIn ? canOpen : !!activity?.live,
    opening: action.busy,
    async open() {
      if (!signedIn) return askSignIn();
      await action.call(() => root.api.activity.openNewYear({ platformId }), [listing.reload]);
    },
  };
}
