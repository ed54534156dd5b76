import type { WageringStanding } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import { useHref } from '../../../routing/layoutContext';
import { useCall } from '../../../shared/frame/useCall';
import { lockView, type LockView } from './rules';

export interface ExtractionLock {
  /**
   * The first answer is in (or none is coming: signed out, refused). Until then nobody knows
   * whether the panel shows, nor how tall it is, so the bag holds what goes below it.
   */
  settled: boolean;
  /** The newest standing; the last one stays while it is asked again. */
  standing: WageringStanding | null;
  /** What to show; null when items may leave (or not known yet). */
  view: LockView | null;
  rechargeHref: string;
}

/**
 * How many times the coin balance changed since the player's info arrived. The balance before
 * the info is a placeholder: its arrival is no change, so the standing is not asked twice (and
 * the first answer not dropped for the second) on every fresh load.
 */
function useBalanceChanges(): number {
  const { user } = useStores();
  const balance = user.userId === null ? null : user.assets.amount;
  const [seen, setSeen] = useState({ balance, changes: 0 });
  if (seen.balance !== balance) {
    const changed = seen.balance !== null && balance !== null;
    setSeen({ balance, changes: seen.changes + (changed ? 1 : 0) });
  }
  return seen.changes;
}

/**
 * The player's standing with the lock on bonuses and gifts (user.wagering), asked again whenever
 * the coin balance changes: a box opened, a battle staked or a gift taken moves it.
 */
export function useExtractionLock(): ExtractionLock {
  const root = useStores();
  const rechargeHref = useHref('recharge');
  const signedIn = root.user.isLoggedIn;
  const balanceChanges = useBalanceChanges();
  const standing = useCall(() => root.api.user.wagering(), `wagering:${balanceChanges}`, signedIn);
  return {
    settled: standing.data !== null || !standing.loading,
    standing: standing.data,
    view: standing.data ? lockView(standing.data) : null,
    rechargeHref,
  };
}
