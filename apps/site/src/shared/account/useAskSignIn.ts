import { useStores } from '@skinbox/stores';
import { useLocation } from 'react-router-dom';
import { saveReturnAddress } from '../../routing/returnAddress';
import { useSessionStorage } from '../../routing/sessionStorage';

/**
 * Asks a visitor to sign in the way the route guard does for a protected page: the address to come
 * back to is saved, then sign-in opens (the overlay on /p; /m turns it into the /m/sign page), and
 * signing in lands there. `returnTo` defaults to the page the visitor is on.
 */
export function useAskSignIn(): (returnTo?: string) => void {
  const { ui } = useStores();
  const storage = useSessionStorage();
  const location = useLocation();
  return (returnTo = location.pathname + location.search) => {
    saveReturnAddress(storage, returnTo);
    ui.openSignIn();
  };
}
