import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { ConsoleRoutes } from './routing/ConsoleRoutes';
import { createConsoleStore } from './stores/ConsoleStore';

const store = createConsoleStore({ storage: localStorage, sessionStorage });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <App store={store}>
      <BrowserRouter basename="/admin">
        <ConsoleRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>,
);
