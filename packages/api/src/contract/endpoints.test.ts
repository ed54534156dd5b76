// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint';
import * as auth from './auth';
import * as content from './content';
import * as extend from './extend';
import { siteLookup } from './site';
import { uploadFile } from './upload';
import * as user from './user';

function endpointsOf(group: Record<string, unknown>): Endpoint[] {
  return Object.values(group).filter(
    (value): value is Endpoint => typeof value === 'object' && value !== null && 'path' in value,
  );
}

const all = [
  ...endpointsOf(auth),
  ...endpointsOf(user),
  ...endpointsOf(content),
  ...endpointsOf(extend),
  siteLookup,
  uploadFile,
];
const paths = (group: Record<string, unknown>) =>
  endpointsOf(group)
    .map((e) => e.path)
    .sort();

describe('SPEC section 7 calls of this contract', () => {
  it('has every auth call under /api/auth', () => {
    expect(paths(auth)).toEqual(
      [
        'getGraphicCode',
        'getVerifyCode',
        'login',
        'logout',
        'register',
        'forgotPassword',
        'bindMobile',
        'verifyToken',
      ]
        .map((name) => `/api/auth/${name}`)
        .sort(),
    );
  });

  it('has the user calls it owns under /api/user', () => {
    expect(paths(user)).toEqual(
      [
        'getInfo',
        'changeInvitationCode',
        'changeSpreadCode',
        'realName',
        'queryRealName',
        'update',
        'changePassword',
        'bindSteam',
        'getMessage',
        'readyMessage',
        'delReadyMessage',
        'getAvaterFrameList',
        'getAvaterList',
        'getVipLevelList',
        'getVipReward',
        'getUserSticker',
        'activateSticker',
        'stickerReward',
        'registerReward',
        'getRucksackMaterials',
        'signin',
        'signinAwards',
        'signinRewardRecords',
        // Not in SPEC: the lock on bonuses and gifts (issue 26), for the bag's extraction panel.
        'wagering',
      ]
        .map((name) => `/api/user/${name}`)
        .sort(),
    );
  });

  it('has the index calls it owns under /api/index', () => {
    expect(paths(content)).toEqual(
      [
        'getArticleList',
        'getBannerList',
        'getConfigList',
        'getModuleList',
        'getChannel',
        'getGoodsAttributes',
        'getGoodsBgImages',
        'getPlatformStatistics',
      ]
        .map((name) => `/api/index/${name}`)
        .sort(),
    );
  });

  it("has every extend call under /api/extend (SPEC's four and the refining rate)", () => {
    expect(paths(extend)).toEqual(
      ['getReplaceGoods', 'userRucksackWeapons', 'replaceGoods', 'userRefineGoods', 'refineTerms']
        .map((name) => `/api/extend/${name}`)
        .sort(),
    );
  });

  it('uses GET only for signinAwards and signinRewardRecords', () => {
    expect(all.filter((e) => e.method === 'GET').map((e) => e.path)).toEqual([
      '/api/user/signinAwards',
      '/api/user/signinRewardRecords',
    ]);
  });

  it('sends the channel header on exactly the (ch) calls', () => {
    expect(
      all
        .filter((e) => e.channel)
        .map((e) => e.path)
        .sort(),
    ).toEqual([
      '/api/auth/login',
      '/api/auth/register',
      '/api/index/getBannerList',
      '/api/index/getConfigList',
      '/api/index/getModuleList',
    ]);
  });

  it('posts uploads to /api/uploadfile', () => {
    expect(uploadFile).toMatchObject({ path: '/api/uploadfile', method: 'POST' });
  });

  it('reads verifyToken as data.isValid', () => {
    expect(auth.verifyToken.response.parse({ isValid: false })).toEqual({ isValid: false });
  });
});
