import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { ModuleGate } from './ModuleGate';

describe('ModuleGate', () => {
  it('says the server cannot be reached instead of spinning, and opens the page after Retry', async () => {
    let reachable = false;
    const store = mockStore({
      routes: {
        '/api/index/getModuleList': () => {
          if (!reachable) throw new Error('network down');
          return [{ name: 'BlindBox', status: 1 }];
        },
      },
    });
    await store.app.loadModules();
    renderScreen(
      <ModuleGate module="BlindBox">
        <p>the box</p>
      </ModuleGate>,
      { store, path: '/m/openbox' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('连接不上服务器');
    reachable = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    expect(await screen.findByText('the box')).toBeInTheDocument();
  });
});
