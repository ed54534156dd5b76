import { describe, expect, it } from 'vitest';
import { mockStore } from '../testing/mockStore';
import { available, TAB_BAR } from './menus';

describe('the tab bar without a module list', () => {
  it('keeps all five tabs while the module switches never answered (the API unreachable)', async () => {
    const store = mockStore({
      routes: {
        '/api/index/getModuleList': () => {
          throw new Error('network down');
        },
      },
    });
    await store.app.loadModules();
    expect(store.app.modulesKnown).toBe(false);
    expect(available(TAB_BAR, 'm', store).map((tab) => tab.screen)).toEqual([
      'home',
      'mall',
      'recharge',
      'bag',
      'personal',
    ]);
  });

  it('drops a tab whose module the answered list switches off', async () => {
    const store = mockStore({ routes: { '/api/index/getModuleList': () => [] } });
    await store.app.loadModules();
    expect(available(TAB_BAR, 'm', store).length).toBeLessThan(TAB_BAR.length);
  });
});
