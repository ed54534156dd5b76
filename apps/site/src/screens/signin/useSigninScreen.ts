import type { Api, ApiResult } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';
import { usePaged, type Paged } from '../../shared/frame/Paged';
import { useAction } from '../../shared/frame/useAction';
import { useCall, type CallState } from '../../shared/frame/useCall';

type AnswerOf<C> = C extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : never;
export type SigninAwards = AnswerOf<Api['user']['signinAwards']>;
export type SigninDone = AnswerOf<Api['user']['signin']>;
type RecordPage = AnswerOf<Api['user']['signinRewardRecords']>;
export type SigninRecord = RecordPage['list'][number];

export interface SigninScreen {
  layout: Layout;
  signedIn: boolean;
  awards: CallState<SigninAwards>;
  /** The day of the week of awards that signing in now would pay, 1 to 7; null once signed. */
  nextDay: number | null;
  records: Paged<SigninRecord, RecordPage>;
  busy: boolean;
  done: SigninDone | null;
  signInToday(): Promise<void>;
}

/** The week's day a sign-in now pays: the first unsigned one, unless today is signed. */
export function nextAwardDay(awards: SigninAwards): number | null {
  if (awards.signedToday) return null;
  return awards.list.find((award) => !award.signed)?.day ?? 1;
}

/**
 * The sign-in calendar's state (signin, signinAwards, signinRewardRecords): the week of awards
 * with the days signed, the streak, signing in for today and the records.
 */
export function useSigninScreen(): SigninScreen {
  const layout = useLayout();
  const root = useStores();
  const api = root.api.user;
  const action = useAction();
  const signedIn = root.user.isLoggedIn;
  const awards = useCall(() => api.signinAwards(), 'signinAwards', signedIn);
  const records = usePaged(
    layout,
    (page) => api.signinRewardRecords({ page }),
    'signinRecords',
    signedIn,
  );
  const [done, setDone] = useState<SigninDone | null>(null);
  return {
    layout,
    signedIn,
    awards,
    nextDay: awards.data ? nextAwardDay(awards.data) : null,
    records,
    busy: action.busy,
    done,
    async signInToday() {
      const answer = await action.call(() => api.signin(), [awards.reload, records.reload]);
      if (answer.ok) setDone(answer.data);
    },
  };
}
