import { useStores } from '@skinbox/stores';
import { usePrefersReducedMotion } from '@skinbox/ui';

/**
 * Whether the game moments move: the player's animation switch, and the system's
 * prefers-reduced-motion, which shortens reels and reveals exactly as the switch does (the result
 * at once, no spin, no hold). Call it from an observer.
 */
export function useMotion(): boolean {
  const { prefs } = useStores();
  const reduced = usePrefersReducedMotion();
  return prefs.animationOn && !reduced;
}
