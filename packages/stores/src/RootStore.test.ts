import { describe, expect, it } from 'vitest';
import { memoryStorage } from './storage';
import { STORAGE_KEYS } from './storageKeys';
import { testRoot, userInfo } from './testing/fixtures';

const channel = { platformId: 2, channelCode: 'c2', keyWord: 'k' };

describe('start-up', () => {
  it('looks the site up first, then loads config, modules, backgrounds, other config and the user', async () => {
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
    expect(paths[0]).toBe('/api/index/siteLookup');
    expect(new Set(paths.slice(1))).toEqual(
      new Set([
        '/api/index/getConfigList',
        '/api/index/getModuleList',
        '/api/index/getGoodsBgImages',
        '/api/index/getArticleList',
        '/api/auth/verifyToken',
        '/api/user/getInfo',
      ]),
    );
    expect(http.calls.find((c) => c.path === '/api/index/getModuleList')?.payload).toEqual({
      platformId: 2,
    });
    expect(socket.connect).toHaveBeenCalledOnce();
    expect(root.app.isModuleOn('Mall')).toBe(true);
    expect(root.user.userId).toBe(42);
  });
});
