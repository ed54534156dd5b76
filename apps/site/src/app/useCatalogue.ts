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
 * A screen's messages (and the whole zh catalogue a screen may wait for) are set at once, not as
 * a transition: the screen mounts as soon as its chunk has run, and a deferred catalogue let it
 * paint its message ids first (the box page's count choices wrapped onto five lines and then
 * jumped back: Lighthouse CLS 0.128 on /m/openbox). Another language replaces a whole catalogue
 * the page already shows in full, so that render is a transition: React renders it in slices
 * between frames, and the old texts stay until it is done.
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
        setState({ language: DEFAULT_LOCALE, catalogue }),
      );
      const stopCarried = onScreenMessages((messages) =>
        setState((shownNow) =>
          shownNow.language === DEFAULT_LOCALE
            ? { language: DEFAULT_LOCALE, catalogue: { ...shownNow.catalogue, ...messages } }
            : shownNow,
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
