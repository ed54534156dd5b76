import type { Session } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useNavigate } from 'react-router-dom';
import { takeReturnAddress } from './returnAddress';
import { useSessionStorage } from './sessionStorage';

/**
 * After sign-in or sign-up: keep the session, then go to the address the guard saved, or to
 * `fallback` (undefined stays on the current page, as the desktop overlay does).
 */
export function useFinishSignIn() {
  const { user } = useStores();
  const storage = useSessionStorage();
  const navigate = useNavigate();
  return async (session: Session, fallback?: string) => {
    await user.signedIn(session);
    const address = takeReturnAddress(storage) ?? fallback;
    if (address) navigate(address, { replace: true });
  };
}
