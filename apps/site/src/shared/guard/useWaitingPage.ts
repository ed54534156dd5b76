import type { Layout } from '../../layout/device';
import { peekReturnAddress } from '../../routing/returnAddress';
import { useSessionStorage } from '../../routing/sessionStorage';
import { guardedPageOf } from './rules';

/**
 * The page the guard held back that sign-in opens afterwards, which the sign-in form names and
 * explains; null when none waits. An open page saved by an action that asked for sign-in
 * (useAskSignIn) is no such page: sign-in just comes back to it.
 */
export function useWaitingPage(layout: Layout): string | null {
  const waiting = peekReturnAddress(useSessionStorage());
  return waiting !== null && guardedPageOf(waiting, layout) ? waiting : null;
}
