import type { Api, ApiResult, SpreadRecord } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useSearchParams } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { useHref, useLayout } from '../../routing/layoutContext';
import { usePaged, type Paged } from '../../shared/frame/Paged';

type AnswerOf<C> = C extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : never;
type DetailPage = AnswerOf<Api['spread']['userDetail']>;

export interface SpreadUserDetailScreen {
  layout: Layout;
  signedIn: boolean;
  /** The invited player's id from the address (?userId=), null when it is not a valid id. */
  userId: number | null;
  records: Paged<SpreadRecord, DetailPage>;
  backHref: string;
}

/** The `userId` query parameter as a positive id, or null. */
export function userIdOf(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2147483647 ? id : null;
}

/** One invited player's recharges and the reward each paid me (spread.userDetail). */
export function useSpreadUserDetailScreen(): SpreadUserDetailScreen {
  const layout = useLayout();
  const root = useStores();
  const [params] = useSearchParams();
  const userId = userIdOf(params.get('userId'));
  const signedIn = root.user.isLoggedIn;
  const records = usePaged(
    layout,
    (page) => root.api.spread.userDetail({ page, userId: userId ?? 0 }),
    `spreadUserDetail:${userId}`,
    signedIn && userId !== null,
  );
  return { layout, signedIn, userId, records, backHref: useHref('spreadUser') };
}
