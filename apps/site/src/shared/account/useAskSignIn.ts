import { useStores } from '@skinbox/stores';
import { useLocation } from 'react-router-dom';
import { screenHref } from '../../routing/manifest';
import { saveReturnAddress } from '../../routing/returnAddress';
import { useSessionStorage } from '../../routing/sessionStorage';

/** The sign-in flow's own pages: signing in never comes back to them. */
const SIGN_IN_FLOW = (['sign', 'register', 'forgetPW'] as const).flatMap((screen) =>
  (['m', 'p'] as const).flatMap((layout) => screenHref(screen, layout) ?? []),
);

/**
 * Asks a visitor to sign in the way the route guard does for a protected page: the address to come
 * back to is saved, then sign-in opens (the overlay on /p; /m turns it into the /m/sign page), and
 * signing in lands there. `returnTo` defaults to the page the visitor is on; from the sign-in
 * flow's own pages the address saved before stays.
 */
export function useAskSignIn(): (returnTo?: string) => void {
  const { ui } = useStores();
  const storage = useSessionStorage();
  const location = useLocation();
  return (returnTo = location.pathname + location.search) => {
    if (!SIGN_IN_FLOW.includes(returnTo.split('?')[0] ?? returnTo)) {
      saveReturnAddress(storage, returnTo);
    }
    ui.openSignIn();
  };
}
