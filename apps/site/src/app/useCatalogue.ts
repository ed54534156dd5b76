import type { Language } from '@skinbox/stores';
import { useEffect, useRef, useState } from 'react';
import { defaultCatalogue, loadCatalogue, onFullDefault, type Catalogue } from '../i18n/catalogues';

/**
 * The compiled catalogue of `language`; while another language loads, the previous catalogue
 * stays on screen rather than flashing message ids. Opened in zh, it starts with the entry
 * chunk's messages and takes the whole catalogue when the first lazy screen has fetched it.
 */
export function useCatalogue(language: Language): { language: Language; catalogue: Catalogue } {
  const [state, setState] = useState({ language: 'zh' as Language, catalogue: defaultCatalogue });
  const shown = useRef<Language>('zh');
  shown.current = state.language;
  useEffect(() => {
    if (language === 'zh' && shown.current === 'zh') {
      return onFullDefault((catalogue) => setState({ language: 'zh', catalogue }));
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
