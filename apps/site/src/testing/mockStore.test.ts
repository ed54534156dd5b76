import { describe, expect, it, vi } from 'vitest';
import { mockStore } from './mockStore';
import { refuse } from './mockTransport';

describe('mockStore', () => {
  it('answers the real client from the routes, through the contract', async () => {
    const store = mockStore({
      routes: {
        '/api/index/getModuleList': () => [
          { name: 'Mall', status: 1 },
          { name: 'Roll', status: 0 },
        ],
      },
    });
    await store.app.loadModules();
    expect(store.app.isModuleOn('Mall')).toBe(true);
    expect(store.app.isModuleOn('Roll')).toBe(false);
  });

  it("shows a refusal's message as a toast, as the real server's would be", async () => {
    const toast = vi.fn();
    const store = mockStore({
      toast,
      routes: { '/api/index/getModuleList': () => refuse('模块加载失败') },
    });
    await store.app.loadModules();
    expect(toast).toHaveBeenCalledWith('模块加载失败');
  });

  it('holds a request open while its route answers with a promise', async () => {
    let answer = (_modules: unknown) => {};
    const store = mockStore({
      routes: {
        '/api/index/getModuleList': () => new Promise((resolve) => (answer = resolve)),
      },
    });
    const loading = store.app.loadModules();
    await Promise.resolve();
    expect(store.app.isModuleOn('Mall')).toBe(false);
    answer([{ name: 'Mall', status: 1 }]);
    await loading;
    expect(store.app.isModuleOn('Mall')).toBe(true);
  });
});
