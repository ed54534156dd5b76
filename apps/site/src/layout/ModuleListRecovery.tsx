import { useStores } from '@skinbox/stores';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { retryDelay } from '../shared/frame/callFailure';

/**
 * Asks for the module switches again while they never came: at growing intervals, and at once
 * when the browser says the network is back. Until they come the menus show every entry
 * (menus.ts) and a gated page says why it cannot open (ModuleGate.tsx). Renders nothing.
 */
export const ModuleListRecovery = observer(function ModuleListRecovery() {
  const { app } = useStores();
  const failures = app.modulesKnown ? 0 : app.moduleListFailures;
  useEffect(() => {
    if (failures === 0) return;
    const askAgain = () => void app.loadModules();
    const timer = setTimeout(askAgain, retryDelay(failures - 1));
    window.addEventListener('online', askAgain);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', askAgain);
    };
  }, [app, failures]);
  return null;
});
