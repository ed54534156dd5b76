import type { Session } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useFinishSignIn } from '../../routing/useFinishSignIn';
import { awaitWelcome } from './welcome';

/**
 * After sign-up: the welcome waits for the new player, the session is kept and the saved
 * address (or `fallback`) opens, at its top: the form the player scrolled down through is gone,
 * and the welcome is the first thing on the page.
 */
export function useFinishRegistration() {
  const { storage } = useStores();
  const finish = useFinishSignIn();
  return async (session: Session, fallback?: string) => {
    awaitWelcome(storage, session.userId);
    await finish(session, fallback);
    window.scrollTo(0, 0);
  };
}
