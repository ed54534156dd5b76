import { useStores } from '@skinbox/stores';
import { useEffect, useState } from 'react';
import { claimableCounts, type ClaimableCounts, type RewardStatus } from './claimable';

/**
 * The claimable counts of a signed-in player, asked again each time `open` turns true (the menu
 * opens): the status calls the reward screens make, nothing else. A visitor claims nothing.
 */
export function useClaimable(open: boolean): ClaimableCounts {
  const { api, user } = useStores();
  const signedIn = user.isLoggedIn;
  const [counts, setCounts] = useState<ClaimableCounts>({});
  useEffect(() => {
    if (!open || !signedIn) {
      if (!signedIn) setCounts({});
      return;
    }
    let current = true;
    void Promise.all([
      api.user.signinAwards(),
      api.turntable.state(),
      api.welfare.list(),
      api.freeCase.status(),
      api.tasks.list(),
    ]).then(([signin, turntable, welfare, freeCase, tasks]) => {
      if (!current) return;
      const status: RewardStatus = {
        signin: signin.ok ? signin.data : undefined,
        turntable: turntable.ok ? turntable.data : undefined,
        welfare: welfare.ok ? welfare.data : undefined,
        freeCase: freeCase.ok ? freeCase.data : undefined,
        tasks: tasks.ok ? tasks.data : undefined,
      };
      setCounts(claimableCounts(status));
    });
    return () => {
      current = false;
    };
  }, [api, open, signedIn]);
  return counts;
}
