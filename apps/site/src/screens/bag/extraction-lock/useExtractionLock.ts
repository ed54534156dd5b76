import type { WageringStanding } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useHref } from '../../../routing/layoutContext';
import { useCall } from '../../../shared/frame/useCall';
import { lockView, type LockView } from './rules';

export interface ExtractionLock {
  standing: WageringStanding | null;
  /** What to show; null when items may leave (or not known yet). */
  view: LockView | null;
  rechargeHref: string;
}

/**
 * The player's standing with the lock on bonuses and gifts (user.wagering), asked again whenever
 * the coin balance changes: a box opened, a battle staked or a gift taken moves it.
 */
export function useExtractionLock(): ExtractionLock {
  const root = useStores();
  const rechargeHref = useHref('recharge');
  const signedIn = root.user.isLoggedIn;
  const standing = useCall(
    () => root.api.user.wagering(),
    `wagering:${root.user.assets.amount}`,
    signedIn,
  );
  return {
    standing: standing.data,
    view: standing.data ? lockView(standing.data) : null,
    rechargeHref,
  };
}
