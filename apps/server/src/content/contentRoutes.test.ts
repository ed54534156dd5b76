import { LOCALES, MODULE_NAMES } from '@skinbox/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, moduleSwitches, sites } from '../db/schema';
import { call } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/users';
import { DEFAULT_CHANNEL } from './channels';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.database.db.insert(sites).values({
    siteUrl: 'play.example.com',
    platformId: 7,
    channelCode: 'partner7',
    keyWord: 'abc123',
    showName: 'Partner',
  });
});
afterAll(() => server.close());

describe('getArticleList', () => {
  it.each(LOCALES)('serves the help pages in %s', async (locale) => {
    for (const type of [
      'Privacy',
      'Regulations',
      'Compliance',
      'FanDuBoNotice',
      'Notarized',
      'Contact',
    ]) {
      const { body } = await call<{ title: string; content: string }[]>(
        server,
        '/api/index/getArticleList',
        { type, platformId: 1 },
        { headers: { 'accept-language': locale === 'tw' ? 'zh-TW' : locale } },
      );
      expect(body.data?.[0]?.content.length).toBeGreaterThan(20);
    }
  });

  it('serves ActivityConfig and OtherConfig as JSON in content', async () => {
    for (const type of ['ActivityConfig', 'OtherConfig']) {
      const { body } = await call<{ content: string }[]>(server, '/api/index/getArticleList', {
        type,
        platformId: 1,
      });
      expect(() => JSON.parse(body.data?.[0]?.content ?? '')).not.toThrow();
    }
  });
});

describe('getModuleList', () => {
  it('lists the 24 module switches, all on by default', async () => {
    const { body } = await call<{ name: string; status: number }[]>(
      server,
      '/api/index/getModuleList',
      { platformId: 1 },
    );
    expect(body.data?.map((m) => m.name)).toEqual([...MODULE_NAMES]);
    expect(body.data?.every((m) => m.status === 1)).toBe(true);
  });

  it('lets a platform switch a module off without touching the others', async () => {
    await server.database.db
      .insert(moduleSwitches)
      .values({ platformId: 7, name: 'Battle', status: 0 });
    const seven = await call<{ name: string; status: number }[]>(
      server,
      '/api/index/getModuleList',
      {
        platformId: 7,
      },
    );
    const one = await call<{ name: string; status: number }[]>(server, '/api/index/getModuleList', {
      platformId: 1,
    });
    expect(seven.body.data?.find((m) => m.name === 'Battle')?.status).toBe(0);
    expect(one.body.data?.find((m) => m.name === 'Battle')?.status).toBe(1);
  });
});

describe('site lookup and channels', () => {
  it('finds the platform of a known site address', async () => {
    const { body } = await call(server, '/api/index/siteLookup', {
      siteUrl: 'https://PLAY.example.com/m/home',
    });
    expect(body).toEqual({
      code: 0,
      msg: 'ok',
      data: { platformId: 7, channelCode: 'partner7', keyWord: 'abc123', showName: 'Partner' },
    });
  });

  it('gives an unknown site the defaults with code 0', async () => {
    const { body } = await call(server, '/api/index/siteLookup', {
      siteUrl: 'https://unknown.test',
    });
    expect(body).toEqual({ code: 0, msg: 'ok', data: DEFAULT_CHANNEL });
  });

  it('getChannel answers a known channel and 404 for an unknown one', async () => {
    const known = await call(server, '/api/index/getChannel', { channelCode: 'partner7' });
    expect(known.body.data).toMatchObject({ platformId: 7 });
    expect((await call(server, '/api/index/getChannel', { channelCode: 'nope' })).status).toBe(404);
  });

  it('getBannerList serves the banners of the channel platform and client', async () => {
    await server.database.db.insert(banners).values([
      { platformId: 7, image: '/b/pc.png', clientPlatform: 1, sort: 2 },
      { platformId: 7, image: '/b/all.png', clientPlatform: 0, sort: 1 },
      { platformId: 7, image: '/b/h5.png', clientPlatform: 2 },
      { platformId: 1, image: '/b/other-platform.png' },
    ]);
    const { body } = await call<{ image: string }[]>(
      server,
      '/api/index/getBannerList',
      { clientPlatform: 1 },
      { headers: { 'x-channel-code': 'partner7' } },
    );
    expect(body.data?.map((b) => b.image)).toEqual(['/b/all.png', '/b/pc.png']);
  });

  it('getConfigList serves the operator settings', async () => {
    const { body } = await call<{ itemKey: string; itemValue: string }[]>(
      server,
      '/api/index/getConfigList',
    );
    expect(body.data).toContainEqual({ itemKey: 'registerPacketAmount', itemValue: '2.00' });
  });
});

describe('goods attributes, backgrounds and statistics', () => {
  it('names qualities, exteriors and categories in the caller language', async () => {
    const { body } = await call<{ qualities: { key: string; name: string; color: string }[] }>(
      server,
      '/api/index/getGoodsAttributes',
      {},
      { headers: { 'accept-language': 'en' } },
    );
    expect(body.data?.qualities.find((q) => q.key === 'covert')).toEqual({
      key: 'covert',
      name: 'Covert',
      color: '#eb4b4b',
    });
  });

  it('serves a background picture per quality level', async () => {
    const { body } = await call<{ goodsLevel: number; image: string }[]>(
      server,
      '/api/index/getGoodsBgImages',
    );
    expect(body.data?.length).toBeGreaterThanOrEqual(11);
    expect(body.data?.[0]?.image).toMatch(/^data:image\/png;base64,/);
  });

  it('counts the players', async () => {
    const before = await call<{ userCount: number }>(server, '/api/index/getPlatformStatistics');
    await createTestUser(server.database);
    const after = await call<{ userCount: number }>(server, '/api/index/getPlatformStatistics');
    expect((after.body.data?.userCount ?? 0) - (before.body.data?.userCount ?? 0)).toBe(1);
  });
});
