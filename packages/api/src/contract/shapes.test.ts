// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { channelInfo, moduleItem } from './content';
import { REPLACE_MAX_ITEMS, REPLACE_MIN_ITEMS, replaceGoods } from './extend';
import { prizeAnnouncement } from './socket';
import { uploadFile } from './upload';
import { userInfo } from './user';

const info = {
  userId: 1,
  assets: {
    ammon: '0.00',
    amount: '12.30',
    point: '1.00',
    spreadBoxCount: 0,
    spreadRewardAmount: '0.00',
  },
  base: {
    account: 'a1',
    avater: '',
    avaterFrame: '0',
    mobile: '',
    nickName: 'abc',
    platformId: 1,
    userLevel: 0,
    userType: 1,
  },
  ext: {
    channelCode: '',
    idNumber: '',
    invitationCode: '',
    isChangeInvitationCode: false,
    isChangeSpreadCode: false,
    realName: '',
    sex: 0,
    spreadCode: 'AB12',
    steamUrl: '',
  },
  hasRegisterPacket: true,
  noReadMessages: 2,
  avaterStatus: 1,
  reserveStatus: 1,
};

describe('user info (SPEC section 3 User state)', () => {
  it('accepts the whole state', () => {
    expect(userInfo.parse(info)).toEqual(info);
  });
  it('carries balances as two-place decimal strings', () => {
    const assets = { ...info.assets, amount: 12.3 };
    expect(userInfo.safeParse({ ...info, assets }).success).toBe(false);
  });
  it('knows only the four account kinds', () => {
    const base = { ...info.base, userType: 5 };
    expect(userInfo.safeParse({ ...info, base }).success).toBe(false);
  });
});

describe('prize announcement (event activity.prize)', () => {
  const prize = { nickName: 'n', recoveryPrice: '5.00', avater: '', boxType: 1, boxId: 2 };
  it('accepts box type 1 (open box) and 2 (battle) only', () => {
    expect(prizeAnnouncement.safeParse(prize).success).toBe(true);
    expect(prizeAnnouncement.safeParse({ ...prize, boxType: 2 }).success).toBe(true);
    expect(prizeAnnouncement.safeParse({ ...prize, boxType: 3 }).success).toBe(false);
  });
});

describe('index shapes', () => {
  it('reads a channel with an optional brand label', () => {
    expect(channelInfo.safeParse({ platformId: 1, channelCode: 'c', keyWord: 'k' }).success).toBe(
      true,
    );
  });
  it('knows only the module names of SPEC section 6', () => {
    expect(moduleItem.safeParse({ name: 'Mall', status: 1 }).success).toBe(true);
    expect(moduleItem.safeParse({ name: 'Casino', status: 1 }).success).toBe(false);
  });
});

describe('replacement payload (3 to 9 items, a target)', () => {
  const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
  it.each([
    [REPLACE_MIN_ITEMS - 1, 'errors.replaceTooFew'],
    [REPLACE_MIN_ITEMS, undefined],
    [REPLACE_MAX_ITEMS, undefined],
    [REPLACE_MAX_ITEMS + 1, 'errors.replaceTooMany'],
  ])('%i items → %s', (count, message) => {
    const result = replaceGoods.request.safeParse({ rucksackIds: ids(count), targetGoodsId: 1 });
    expect(result.error?.issues[0]?.message).toBe(message);
  });
  it('uses 3 and 9 as the limits', () => {
    expect([REPLACE_MIN_ITEMS, REPLACE_MAX_ITEMS]).toEqual([3, 9]);
  });
  it('requires a target', () => {
    const result = replaceGoods.request.safeParse({ rucksackIds: ids(3) });
    expect(result.error?.issues[0]?.message).toBe('errors.replaceTargetRequired');
  });
});

describe('upload', () => {
  it('accepts the avatar type only', () => {
    expect(uploadFile.request.safeParse({ type: 'avatar' }).success).toBe(true);
    expect(uploadFile.request.safeParse({ type: 'script' }).success).toBe(false);
  });
});
