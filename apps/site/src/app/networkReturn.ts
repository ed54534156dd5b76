import type { RootStore } from '@skinbox/stores';

/**
 * Asks again, when the network returns, for the start-up answers navigation reads: the module
 * switches, if they never arrived (the API was unreachable at start-up). Returns the unsubscribe.
 */
export function reloadStartUpOnNetworkReturn(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  store: Pick<RootStore, 'app'>,
): () => void {
  const onOnline = () => {
    if (store.app.modules.length === 0) void store.app.loadModules();
  };
  target.addEventListener('online', onOnline);
  return () => target.removeEventListener('online', onOnline);
}
