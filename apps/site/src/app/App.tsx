import { StoresProvider, type RootStore } from '@skinbox/stores';
import { KitProvider } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { IntlProvider } from 'react-intl';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { intlLocale } from './intlLocale';
import { useCatalogue } from './useCatalogue';

export interface AppProps {
  store: RootStore;
  router: ReturnType<typeof createBrowserRouter>;
}

/** Stores, the kit (theme and its texts) and the site's texts in the chosen language. */
export const App = observer(function App({ store, router }: AppProps) {
  const { language, catalogue } = useCatalogue(store.prefs.language);
  return (
    <StoresProvider store={store}>
      <KitProvider locale={language}>
        <IntlProvider locale={intlLocale(language)} defaultLocale="zh-CN" messages={catalogue}>
          <RouterProvider router={router} />
        </IntlProvider>
      </KitProvider>
    </StoresProvider>
  );
});
