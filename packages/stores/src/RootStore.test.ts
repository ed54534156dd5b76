import { describe, expect, it } from 'vitest';
import { memoryStorage } from './storage';
import { STORAGE_KEYS } from './storageKeys';
import { testRoot, userInfo } from './testing/fixtures';

const channel = { platformId: 2, channelCode: 'c2', keyWord: 'k' };

describe('start-up', () => {
  it('asks for the module switches beside the site lookup when the stored platform and channel hold', async () => {
    const { root, http } = testRoot(
      {
        '/api/index/siteLookup': () => channel,
        '/api/index/getConfigList': () => [],
        '/api/index/getModuleList': () => [{ name: 'Mall', status: 1 }],
        '/api/index/getGoodsBgImages': () => [],
        '/api/index/getArticleList': () => [],
      },
      memoryStorage({ [STORAGE_KEYS.platformId]: '2', [STORAGE_KEYS.channelCode]: 'c2' }),
    );
    await root.start('https://c2.test');
    const paths = http.pathsCalled();
    expect(paths.indexOf('/api/index/getModuleList')).toBeLessThan(
      paths.indexOf('/api/index/siteLookup'),
    );
    expect(paths.filter((path) => path === '/api/index/getModuleList')).toHaveLength(1);
    expect(root.app.isModuleOn('Mall')).toBe(true);
  });

  it('keeps the switches of the platform the lookup names, not of the one stored before it', async () => {
    const { root, http } = testRoot({
      '/api/index/siteLookup': () => channel,
      '/api/index/getConfigList': () => [],
      '/api/index/getModuleList': (payload) =>
        (payload as { platformId: number }).platformId === 2
          ? [{ name: 'Mall', status: 1 }]
          : [{ name: 'Mall', status: 0 }],
      '/api/index/getGoodsBgImages': () => [],
      '/api/index/getArticleList': () => [],
    });
    await root.start('https://c2.test');
    const asked = http.calls.filter((call) => call.path === '/api/index/getModuleList');
    expect(asked.map((call) => call.payload)).toEqual([{ platformId: 1 }, { platformId: 2 }]);
    expect(root.app.isModuleOn('Mall')).toBe(true);
  });

  it('looks the site up, then loads config, modules, other config and the user', async () => {
    const { root, http, socket } = testRoot(
      {
        '/api/index/siteLookup': () => channel,
        '/api/index/getConfigList': () => [],
        '/api/index/getModuleList': () => [{ name: 'Mall', status: 1 }],
        '/api/index/getGoodsBgImages': () => [],
        '/api/index/getArticleList': () => [],
        '/api/auth/verifyToken': () => ({ isValid: true }),
        '/api/user/getInfo': () => userInfo(),
      },
      memoryStorage({ [STORAGE_KEYS.token]: 't' }),
    );
    await root.start('https://c2.test');
    const paths = http.pathsCalled();
    expect(new Set(paths)).toEqual(
      new Set([
        '/api/index/siteLookup',
        '/api/index/getConfigList',
        '/api/index/getModuleList',
        '/api/index/getArticleList',
        '/api/auth/verifyToken',
        '/api/user/getInfo',
      ]),
    );
    // The platform the lookup named, after a first ask for the default one.
    const moduleCalls = http.calls.filter((c) => c.path === '/api/index/getModuleList');
    expect(moduleCalls.at(-1)?.payload).toEqual({ platformId: 2 });
    expect(
      paths.indexOf('/api/index/getArticleList') > paths.indexOf('/api/index/siteLookup'),
    ).toBe(true);
    expect(socket.connect).toHaveBeenCalledOnce();
    expect(root.app.isModuleOn('Mall')).toBe(true);
    expect(root.user.userId).toBe(42);
  });
});
