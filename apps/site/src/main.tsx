import { FIRST_ANSWERS_ELEMENT_ID, SOCKET_PATH, readFirstAnswers } from '@skinbox/api';
import { captureLanding, createRootStore } from '@skinbox/stores';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { randomDeviceId } from './app/deviceId';
import { loadScript, siteScripts } from './app/siteScripts';
import { siteToast } from './app/siteToast';
import { currentLayout } from './layout/device';
import { outsideNavigation } from './routing/outsideNavigation';
import { SiteRoutes } from './routes';

captureLanding(localStorage, {
  search: location.search,
  isMobile: currentLayout() === 'm',
  randomId: () => randomDeviceId(),
});

const navigation = outsideNavigation();

const store = createRootStore({
  baseURL: '',
  socketUrl: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SOCKET_PATH}`,
  storage: localStorage,
  navigate: navigation.navigate,
  toast: siteToast,
  loadScript,
  scripts: siteScripts,
  // The server writes the answers to this page's first calls into it (apps/server firstAnswers).
  firstAnswers: readFirstAnswers(document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.textContent),
});
void store.start(location.host);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The first render is a transition: React renders it in slices and gives the main thread back
// between them (input, network callbacks), instead of one long task on a slow phone.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App store={store}>
        <BrowserRouter>
          <navigation.Bridge />
          <SiteRoutes />
        </BrowserRouter>
      </App>
    </StrictMode>,
  );
});
