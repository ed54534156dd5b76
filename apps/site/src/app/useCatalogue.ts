import type { Language } from '@skinbox/stores';
import { startTransition, useEffect, useRef, useState } from 'react';
import {
  defaultCatalogue,
  loadCatalogue,
  onFullDefault,
  onScreenMessages,
  type Catalogue,
} from '../i18n/catalogues';
import { DEFAULT_LOCALE } from '@skinbox/api';

/**
 * The compiled catalogue of `language`; while another language loads, the previous catalogue
 * stays on screen rather than flashing message ids. Opened in the default language (zh), it
 * starts with the entry chunk's messages and adds each lazy screen's as its chunk brings them (or
 * takes the whole catalogue once fetched).
 *
 * Each new catalogue re-renders every text on the page, and a lazy screen's messages arrive as
 * its chunk runs, so that render also mounts the screen: as a transition React renders it in
 * slices between frames instead of one long task right after the first paint.
 */
export function useCatalogue(language: Language): { language: Language; catalogue: Catalogue } {
  const [state, setState] = useState({
    language: DEFAULT_LOCALE as Language,
    catalogue: defaultCatalogue,
  });
  const shown = useRef<Language>(DEFAULT_LOCALE);
  shown.current = state.language;
  useEffect(() => {
    if (language === DEFAULT_LOCALE && shown.current === DEFAULT_LOCALE) {
      const stopWhole = onFullDefault((catalogue) =>
        startTransition(() => setState({ language: DEFAULT_LOCALE, catalogue })),
      );
      const stopCarried = onScreenMessages((messages) =>
        startTransition(() =>
          setState((shownNow) =>
            shownNow.language === DEFAULT_LOCALE
              ? { language: DEFAULT_LOCALE, catalogue: { ...shownNow.catalogue, ...messages } }
              : shownNow,
          ),
        ),
      );
      return () => {
        stopWhole();
        stopCarried();
      };
    }
    let current = true;
    loadCatalogue(language).then((catalogue) => {
      if (current) startTransition(() => setState({ language, catalogue }));
    });
    return () => {
      current = false;
    };
  }, [language]);
  return state;
}
