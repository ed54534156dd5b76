import type { Api, ApiResult, SpreadUser } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import type { Layout } from '../../layout/device';
import { useHref, useLayout } from '../../routing/layoutContext';
import { usePaged, type Paged } from '../../shared/frame/Paged';

type AnswerOf<C> = C extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : never;
type UsersPage = AnswerOf<Api['spread']['users']>;

export interface SpreadUsersScreen {
  layout: Layout;
  signedIn: boolean;
  users: Paged<SpreadUser, UsersPage>;
  /** The address of one invited player's recharges and rewards. */
  detailHref(userId: number): string;
}

/** The players the signed-in player invited (spread.users), a page at a time. */
export function useSpreadUsersScreen(): SpreadUsersScreen {
  const layout = useLayout();
  const root = useStores();
  const signedIn = root.user.isLoggedIn;
  const users = usePaged(
    layout,
    (page) => root.api.spread.users({ page }),
    'spreadUsers',
    signedIn,
  );
  const detail = useHref('spreadUserDetail');
  return {
    layout,
    signedIn,
    users,
    detailHref: (userId) => `${detail}?userId=${userId}`,
  };
}
