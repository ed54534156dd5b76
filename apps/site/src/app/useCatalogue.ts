import type { Language } from '@skinbox/stores';
import { useEffect, useRef, useState } from 'react';
import {
  defaultCatalogue,
  loadCatalogue,
  onFullDefault,
  onScreenMessages,
  type Catalogue,
} from '../i18n/catalogues';

/**
 * The compiled catalogue of `language`; while another language loads, the previous catalogue
 * stays on screen rather than flashing message ids. Opened in zh, it starts with the entry
 * chunk's messages and adds each lazy screen's as its chunk brings them (or takes the whole
 * catalogue once fetched).
 */
export function useCatalogue(language: Language): { language: Language; catalogue: Catalogue } {
  const [state, setState] = useState({ language: 'zh' as Language, catalogue: defaultCatalogue });
  const shown = useRef<Language>('zh');
  shown.current = state.language;
  useEffect(() => {
    if (language === 'zh' && shown.current === 'zh') {
      const stopWhole = onFullDefault((catalogue) => setState({ language: 'zh', catalogue }));
      const stopCarried = onScreenMessages((messages) =>
        setState((shownNow) =>
          shownNow.language === 'zh'
            ? { language: 'zh', catalogue: { ...shownNow.catalogue, ...messages } }
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
      if (current) setState({ language, catalogue });
    });
    return () => {
      current = false;
    };
  }, [language]);
  return state;
}
