import { addKitLocale } from '@skinbox/ui';
import { useEffect, useState } from 'react';
import type { ConsoleLocale } from '../i18n/messages';

const added = new Set<ConsoleLocale>(['zh']);

/**
 * The kit speaks zh built in; its en texts are fetched the first time the operator switches to
 * en, so the zh console's first screen does not carry them. True once `locale` is available.
 */
export function useKitLocale(locale: ConsoleLocale): boolean {
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (added.has(locale)) return;
    let current = true;
    void import('@skinbox/ui/locale/en').then((catalogue) => {
      addKitLocale('en', catalogue.default);
      added.add('en');
      if (current) setLoaded((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [locale]);
  return added.has(locale);
}
