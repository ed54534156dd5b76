import { StoresProvider, type RootStore } from '@skinbox/stores';
import { KitProvider, useKitMessages } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { intlLocale } from './intlLocale';
import type { Catalogue } from '../i18n/catalogues';
import { useCatalogue } from './useCatalogue';

export interface AppProps {
  store: RootStore;
  /** The router and its routes. */
  children: ReactNode;
}

/**
 * Stores, the kit (theme and its texts) and the site's texts in the chosen language. The site's
 * IntlProvider is the nearest one for every widget, so it carries the kit's catalogue too.
 */
export const App = observer(function App({ store, children }: AppProps) {
  const { language, catalogue } = useCatalogue(store.prefs.language);
  // Screen readers, fonts and the kit's imperative widgets read the page's language from <html>.
  useEffect(() => {
    document.documentElement.lang = intlLocale(language);
  }, [language]);
  const kit = useKitMessages(language);
  // react-intl takes plain and pre-parsed messages side by side; its type wants one kind only.
  const messages = useMemo(
    () => ({ ...kit, ...catalogue }) as unknown as Catalogue,
    [kit, catalogue],
  );
  return (
    <StoresProvider store={store}>
      <KitProvider locale={language}>
        <IntlProvider locale={intlLocale(language)} defaultLocale="zh-CN" messages={messages}>
          {children}
        </IntlProvider>
      </KitProvider>
    </StoresProvider>
  );
});
