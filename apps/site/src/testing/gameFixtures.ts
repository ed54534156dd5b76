import type {
  BagItem,
  BoxContent,
  BoxDetail,
  BoxSummary,
  GoodsSummary,
  MallGoods,
  OpenBoxRecord,
  UserInfo,
} from '@skinbox/api';
import type { MockRoutes } from './mockTransport';

/** A well-formed Steam trade link (contract/fields.ts parseTradeLink) for bound players. */
export const TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=AbCdEf12';

/**
 * Data shaped by the contract for screen tests and stories (request-level mocks: the real client
 * validates every answer against the same schemas the server uses).
 */
export const AT = '2026-11-20T12:00:00.000Z';

/** The value, or a thrown error naming what was missing (tests fail loudly, not on undefined). */
export function present<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`no ${what}`);
  return value;
}

export function goods(goodsId: number, overrides: Partial<GoodsSummary> = {}): GoodsSummary {
  return {
    goodsId,
    name: `AK-47 | 红线 ${goodsId}`,
    image: '',
    price: '1.00',
    quality: 'milSpec',
    exterior: 'fieldTested',
    ...overrides,
  };
}

export const BOX_ITEMS: BoxContent[] = [
  {
    goods: goods(1, { name: 'MP7 | 死亡骷髅', price: '0.60' }),
    probability: '60.0000',
    ticketFrom: 1,
    ticketTo: 60000,
  },
  {
    goods: goods(2, { name: 'USP 消音版 | 黑水', price: '3.55', quality: 'restricted' }),
    probability: '30.0000',
    ticketFrom: 60001,
    ticketTo: 90000,
  },
  {
    goods: goods(3, { name: 'AK-47 | 表面淬火', price: '28.67', quality: 'classified' }),
    probability: '9.0000',
    ticketFrom: 90001,
    ticketTo: 99000,
  },
  {
    goods: goods(4, { name: '沙漠之鹰 | 黄金锦鲤', price: '115.02', quality: 'covert' }),
    probability: '1.0000',
    ticketFrom: 99001,
    ticketTo: 100000,
  },
];

export const BOXES: BoxSummary[] = [
  { boxId: 1, type: 1, category: 'entry', name: '反恐精英武器箱', image: '', price: '1.00' },
  { boxId: 2, type: 1, category: 'classic', name: '幻彩武器箱', image: '', price: '15.00' },
  { boxId: 3, type: 1, category: 'legend', name: '伽玛武器箱', image: '', price: '1000.00' },
];

export const BOX_DETAIL: BoxDetail = { ...present(BOXES[0]), items: BOX_ITEMS };

export function userInfo(overrides: Partial<UserInfo['ext']> = {}, amount = '100.00'): UserInfo {
  return {
    userId: 7,
    assets: {
      ammon: '0.00',
      amount,
      point: '50.00',
      spreadBoxCount: 0,
      spreadRewardAmount: '0.00',
    },
    base: {
      account: '13800000001',
      avater: '',
      avaterFrame: '',
      mobile: '138****0001',
      nickName: 'Player0001',
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
      spreadCode: 'ABCD12',
      steamUrl: TRADE_LINK,
      ...overrides,
    },
    hasRegisterPacket: false,
    noReadMessages: 0,
    avaterStatus: 0,
    reserveStatus: 1,
  };
}

export function bagItem(id: number, state: BagItem['state'], price = '3.55'): BagItem {
  return { id, goods: goods(id, { price }), state, createdAt: AT };
}

export const DROPS: OpenBoxRecord[] = [
  {
    id: 1,
    nickName: '玩家8888',
    avater: '',
    boxId: 1,
    boxType: 1,
    boxName: '反恐精英武器箱',
    goods: present(BOX_ITEMS[3]).goods,
    createdAt: AT,
  },
];

export const MALL: MallGoods[] = [
  {
    mallGoodsId: 1,
    goods: goods(11, { price: '5.00' }),
    currency: 'point',
    cost: '500.00',
    stock: 3,
  },
  {
    mallGoodsId: 2,
    goods: goods(12, { price: '9.00' }),
    currency: 'point',
    cost: '900.00',
    stock: 1,
  },
];

/** A signed-in session's token for mockStore. */
export const TOKEN = 'story-token';

/** What every game screen may ask at start: the user and the index calls. */
export function baseRoutes(info: UserInfo = userInfo()): MockRoutes {
  return {
    '/api/user/getInfo': () => info,
    '/api/auth/verifyToken': () => ({ isValid: true }),
    '/api/index/getBannerList': () => [],
    '/api/index/getPlatformStatistics': () => ({
      userCount: 1200,
      boxOpenCount: 34567,
      battleCount: 89,
      onlineCount: 42,
    }),
    '/api/box/list': () => ({ list: BOXES, total: BOXES.length }),
    '/api/box/detail': () => BOX_DETAIL,
    '/api/index/getAllOpenBoxRecords': () => ({ list: DROPS }),
    '/api/index/getGoodsAttributes': () => ({
      qualities: [],
      exteriors: [],
      categories: [
        { key: 'rifle', name: '步枪' },
        { key: 'pistol', name: '手枪' },
      ],
    }),
  };
}
