import type { Language } from '@skinbox/stores';
import { useEffect, useState } from 'react';
import { defaultCatalogue, loadCatalogue, type Catalogue } from '../i18n/catalogues';

/**
 * The compiled catalogue of `language`; while another language loads, the previous catalogue
 * stays on screen rather than flashing message ids.
 */
export function useCatalogue(language: Language): { language: Language; catalogue: Catalogue } {
  const [state, setState] = useState({ language: 'zh' as Language, catalogue: defaultCatalogue });
  useEffect(() => {
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
