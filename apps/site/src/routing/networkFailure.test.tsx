import type { ApiResult } from '@skinbox/api';
import { MODULE_NAMES } from '@skinbox/api';
import { StoresProvider } from '@skinbox/stores';
import { KitProvider } from '@skinbox/ui';
import { act, render, screen } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { reloadStartUpOnNetworkReturn } from '../app/networkReturn';
import { TabBar } from '../layout/TabBar';
import { TAB_BAR } from '../layout/menus';
import { ModuleGate } from '../shared/frame/ModuleGate';
import { useCall } from '../shared/frame/useCall';
import { mockStore } from '../testing/mockStore';
import { LayoutContext } from './layoutContext';
import { SITE_LAYOUTS } from './manifest';

const unanswered: ApiResult<string> = { ok: false, code: 500, msg: 'network error' };

function shell(store: ReturnType<typeof mockStore>, children: React.ReactNode) {
  return (
    <StoresProvider store={store}>
      <KitProvider locale="zh">
        <IntlProvider locale="zh-CN" messages={{}} onError={() => {}}>
          <MemoryRouter initialEntries={['/m/home']}>
            <LayoutContext value={SITE_LAYOUTS.m}>{children}</LayoutContext>
          </MemoryRouter>
        </IntlProvider>
      </KitProvider>
    </StoresProvider>
  );
}

describe('with the API unreachable', () => {
  it('the tab bar keeps every item while the module list has not arrived', async () => {
    // No answer for the module list: it stays unknown, as when /api is down.
    const store = mockStore();
    await store.app.loadModules();
    render(shell(store, <TabBar />));
    expect(screen.getAllByRole('link')).toHaveLength(TAB_BAR.length);
  });

  it('a screen behind a module switch shows instead of a spinner', () => {
    render(shell(mockStore(), <ModuleGate module="Mall">mall screen</ModuleGate>));
    expect(screen.getByText('mall screen')).toBeInTheDocument();
  });

  it('a screen behind a switched-off module still goes home once the list answers', async () => {
    const store = mockStore({
      routes: {
        '/api/index/getModuleList': () =>
          MODULE_NAMES.map((name) => ({ name, status: name === 'Mall' ? 0 : 1 })),
      },
    });
    await store.app.loadModules();
    render(shell(store, <ModuleGate module="Mall">mall screen</ModuleGate>));
    expect(screen.queryByText('mall screen')).not.toBeInTheDocument();
  });

  it('a failed load is asked again when the network returns, without a reload', async () => {
    const answers: ApiResult<string>[] = [
      unanswered,
      { ok: true, code: 0, msg: 'ok', data: 'bag' },
    ];
    let calls = 0;
    const Probe = observer(function Probe() {
      const { data, offline } = useCall(
        () => Promise.resolve(answers[calls++] ?? unanswered),
        'bag',
      );
      return <p>{offline ? 'failed' : (data ?? 'waiting')}</p>;
    });
    render(shell(mockStore(), <Probe />));
    expect(await screen.findByText('failed')).toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('bag')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('the module switches that never arrived are asked for again when the network returns', async () => {
    let asked = 0;
    const store = mockStore({
      routes: {
        '/api/index/getModuleList': () => {
          asked += 1;
          return MODULE_NAMES.map((name) => ({ name, status: 1 }));
        },
      },
    });
    const stop = reloadStartUpOnNetworkReturn(window, store);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(store.app.modules.length).toBe(MODULE_NAMES.length));
    window.dispatchEvent(new Event('online'));
    stop();
    window.dispatchEvent(new Event('online'));
    // Once known, the list is not asked for again; after stop nothing listens.
    expect(asked).toBe(1);
  });
});
