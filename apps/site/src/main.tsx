import { KitProvider } from '@skinbox/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { RouterProvider } from 'react-router-dom';
import { defaultCatalogue } from './i18n/catalogues';
import { router } from './routes';

const locale = 'zh';
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <KitProvider locale={locale}>
      <IntlProvider locale={locale} defaultLocale="zh" messages={defaultCatalogue}>
        <RouterProvider router={router} />
      </IntlProvider>
    </KitProvider>
  </StrictMode>,
);
