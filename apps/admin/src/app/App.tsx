import { KitProvider } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { kitMessages } from '@skinbox/ui';
import type { ConsoleStore } from '../stores/ConsoleStore';
import { ConsoleStoreContext } from '../stores/storeContext';
import { useConsoleMessages } from './useConsoleMessages';
import { useKitLocale } from './useKitLocale';

const INTL_LOCALE = { zh: 'zh-CN', en: 'en' } as const;

/**
 * The console's stores, the kit's theme and texts, and the console's texts in one language, each
 * language fetched when first spoken.
 */
export const App = observer(function App({
  store,
  children,
}: {
  store: ConsoleStore;
  children: ReactNode;
}) {
  const locale = store.locale.locale;
  const kitReady = useKitLocale(locale);
  useEffect(() => {
    document.documentElement.lang = INTL_LOCALE[locale];
  }, [locale]);
  const consoleMessages = useConsoleMessages(locale);
  const messages = useMemo(
    () => ({ ...(kitReady ? kitMessages(locale) : {}), ...consoleMessages }),
    [locale, kitReady, consoleMessages],
  );
  // Nothing before the first language's texts come: a screen of message ids would flash.
  if (!consoleMessages) return null;
  return (
    <ConsoleStoreContext value={store}>
      <KitProvider locale={kitReady ? locale : 'zh'}>
        <IntlProvider locale={INTL_LOCALE[locale]} defaultLocale="zh-CN" messages={messages}>
          {children}
        </IntlProvider>
      </KitProvider>
    </ConsoleStoreContext>
  );
});
