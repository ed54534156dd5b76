import type { Locale } from '@skinbox/api';
import { LiveDropsStore, useStores, type RootStore } from '@skinbox/stores';
import { useEffect, useMemo } from 'react';

interface Shared {
  store: LiveDropsStore;
  users: number;
}

const sharedByRoot = new WeakMap<RootStore, Map<Locale, Shared>>();

function sharedFor(root: RootStore, locale: Locale): Shared {
  let byLocale = sharedByRoot.get(root);
  if (!byLocale) {
    byLocale = new Map();
    sharedByRoot.set(root, byLocale);
  }
  let shared = byLocale.get(locale);
  if (!shared) {
    const { api, socket } = root;
    shared = { store: new LiveDropsStore({ api, socket, locale }), users: 0 };
    byLocale.set(locale, shared);
  }
  return shared;
}

/**
 * The live drops in the chosen language, one store for everyone who shows them (the ticker on
 * every page, the home's hot row): one list loaded and one channel entered however many read it.
 * It runs while anyone uses it, from the first user's mount to the last one's unmount, and is
 * made anew for another language since names come in it. Read it from an observer.
 */
export function useLiveDropsStore(): LiveDropsStore {
  const root = useStores();
  const locale = root.prefs.language;
  const shared = useMemo(() => sharedFor(root, locale), [root, locale]);
  useEffect(() => {
    shared.users += 1;
    shared.store.start();
    return () => {
      shared.users -= 1;
      if (shared.users === 0) shared.store.stop();
    };
  }, [shared]);
  return shared.store;
}
