import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CHANNEL_CODE } from './AppStore';
import { memoryStorage } from './storage';
import { STORAGE_KEYS } from './storageKeys';
import { failure } from './testing/fakeHttp';
import { SCRIPTS, testRoot } from './testing/fixtures';

const LOOKUP = '/api/index/siteLookup';
const channel = { platformId: 3, channelCode: 'partner-a', keyWord: 'kw123', showName: 'Partner' };

describe('site lookup', () => {
  it('starts from the platform and channel an earlier lookup stored', () => {
    const storage = memoryStorage({ platformId: '4', channelCode: 'old' });
    const { root } = testRoot({}, storage);
    expect(root.app.platformId).toBe(4);
    expect(root.app.channelCode).toBe('old');
  });

  it('starts from platform 1 when nothing is stored', () => {
    const { root } = testRoot({});
    expect(root.app.platformId).toBe(1);
  });

  it('sends the site address', async () => {
    const { root, http } = testRoot({ [LOOKUP]: () => channel });
    await root.app.siteLookup('https://partner-a.test/m/home');
    expect(http.calls[0]?.payload).toEqual({ siteUrl: 'https://partner-a.test/m/home' });
  });

  it('on code 0 stores platformId and channelCode and keeps the channel data', async () => {
    const { root, storage } = testRoot({ [LOOKUP]: () => channel });
    await root.app.siteLookup('https://partner-a.test');
    expect(root.app.platformId).toBe(3);
    expect(root.app.channelCode).toBe('partner-a');
    expect(root.app.channel).toEqual(channel);
    expect(storage.getItem(STORAGE_KEYS.platformId)).toBe('3');
    expect(storage.getItem(STORAGE_KEYS.channelCode)).toBe('partner-a');
  });

  it('on code 0 loads the analytics script with keyWord and the customer-chat widget', async () => {
    const { root, loadScript } = testRoot({ [LOOKUP]: () => channel });
    await root.app.siteLookup('https://partner-a.test');
    expect(loadScript.mock.calls).toEqual([[SCRIPTS.analytics('kw123')], [SCRIPTS.chatWidget]]);
  });

  it('loads no analytics script for a channel without keyWord', async () => {
    const { root, loadScript } = testRoot({ [LOOKUP]: () => ({ ...channel, keyWord: '' }) });
    await root.app.siteLookup('https://unknown.test');
    expect(loadScript.mock.calls).toEqual([[SCRIPTS.chatWidget]]);
  });

  it.each([
    ['another code', failure(4004, 'unknown site')],
    ['a failed call', failure(500)],
  ])('on %s uses the defaults (platformId 1) and loads no script', async (_case, reply) => {
    const { root, storage, loadScript } = testRoot({ [LOOKUP]: () => reply });
    await root.app.siteLookup('https://unknown.test');
    expect(root.app.platformId).toBe(1);
    expect(root.app.channelCode).toBe(DEFAULT_CHANNEL_CODE);
    expect(root.app.channel).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.platformId)).toBeNull();
    expect(loadScript).not.toHaveBeenCalled();
  });
});

describe('modules', () => {
  const modules = [
    { name: 'Mall', status: 1 },
    { name: 'Roll', status: 0 },
    { name: 'Battle', status: 2 },
  ];

  it('asks for the module list of the looked-up platform', async () => {
    const { root, http } = testRoot({
      [LOOKUP]: () => channel,
      '/api/index/getModuleList': () => modules,
    });
    await root.app.siteLookup('https://partner-a.test');
    await root.app.loadModules();
    expect(http.calls[1]).toEqual({ path: '/api/index/getModuleList', payload: { platformId: 3 } });
  });

  it('is on only when its status equals 1', async () => {
    const { root } = testRoot({ '/api/index/getModuleList': () => modules });
    await root.app.loadModules();
    expect(root.app.isModuleOn('Mall')).toBe(true);
    expect(root.app.isModuleOn('Roll')).toBe(false);
    expect(root.app.isModuleOn('Battle')).toBe(false);
    expect(root.app.isModuleOn('Lucky')).toBe(false);
  });
});

describe('config list and goods backgrounds', () => {
  it('looks config values up by key', async () => {
    const { root } = testRoot({
      '/api/index/getConfigList': () => [{ itemKey: 'serviceUrl', itemValue: '/help' }],
    });
    await root.app.loadConfigList();
    expect(root.app.config('serviceUrl')).toBe('/help');
    expect(root.app.config('missing')).toBeUndefined();
  });

  it('finds a goods background by type and level', async () => {
    const { root } = testRoot({
      '/api/index/getGoodsBgImages': () => [
        { type: 2, goodsLevel: 5, image: 'covert.png' },
        { type: 4, goodsLevel: 5, image: 'battle-covert.png' },
      ],
    });
    await root.app.loadGoodsBgImages();
    expect(root.app.goodsBgImage(4, 5)).toBe('battle-covert.png');
    expect(root.app.goodsBgImage(2, 1)).toBeUndefined();
  });

  it('asks for the goods backgrounds once, the first time a view reads them', async () => {
    const { root, http } = testRoot({
      '/api/index/getGoodsBgImages': () => [{ type: 2, goodsLevel: 5, image: 'covert.png' }],
    });
    const asked = () => http.calls.filter((c) => c.path === '/api/index/getGoodsBgImages');
    expect(asked()).toHaveLength(0);
    const seen: Array<string | undefined> = [];
    const stop = autorun(() => seen.push(root.app.goodsBgImage(2, 5)));
    await vi.waitFor(() => expect(seen.at(-1)).toBe('covert.png'));
    stop();
    autorun(() => root.app.goodsBgImage(2, 5))();
    expect(asked()).toHaveLength(1);
  });
});

describe('JSON articles', () => {
  const articles = [
    { id: 1, type: 'OtherConfig', title: '', content: '{"b":2}', sort: 2 },
    { id: 2, type: 'OtherConfig', title: '', content: 'not json', sort: 3 },
    { id: 3, type: 'OtherConfig', title: '', content: '{"a":1}', sort: 1 },
  ];

  it('parses OtherConfig content in sort order and leaves out what is not JSON', async () => {
    const { root, http } = testRoot({ '/api/index/getArticleList': () => articles });
    await root.app.loadOtherConfig();
    expect(http.calls[0]?.payload).toEqual({ type: 'OtherConfig', platformId: 1 });
    expect(root.app.otherConfig).toEqual([{ a: 1 }, { b: 2 }]);
  });
});
