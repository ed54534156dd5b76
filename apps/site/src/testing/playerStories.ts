import type { RootStore } from '@skinbox/stores';
import { mockStore } from './mockStore';
import type { MockRoutes } from './mockTransport';
import { playerRoutes, userInfo } from './accountFixtures';

const pic = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56"><circle cx="28" cy="28" r="28" fill="hsl(${hue},60%,55%)"/></svg>`,
  )}`;

/** Everything the signed-in account screens call, answered for a VIP2 player. */
export function accountRoutes(extra: MockRoutes = {}): MockRoutes {
  return {
    ...playerRoutes(userInfo()),
    '/api/user/queryRealName': () => ({
      isVerified: false,
      realName: '',
      idNumber: '',
      retryAfter: 0,
      rewardAmount: '1.00',
    }),
    '/api/user/getAvaterList': () => ({
      list: [0, 40, 80, 160, 220, 300].map((hue, i) => ({ id: i + 1, image: pic(hue) })),
      uploadVipLevel: 5,
      avaterStatus: 0,
      pendingAvater: '',
    }),
    '/api/user/getAvaterFrameList': () => [
      { id: 1, name: '青铜', image: pic(30), vipLevel: 1, unlocked: true, inUse: true },
      { id: 2, name: '白银', image: pic(200), vipLevel: 3, unlocked: false, inUse: false },
      { id: 3, name: '黄金', image: pic(50), vipLevel: 8, unlocked: false, inUse: false },
    ],
    '/api/user/getMessage': () => ({
      list: [
        {
          id: 3,
          title: '提取成功',
          content: '你的饰品已发货，请在Steam查收。',
          isRead: false,
          createdAt: '2026-11-20T10:00:00.000Z',
        },
        {
          id: 2,
          title: '实名认证奖励',
          content: '实名认证成功，奖励1.00金币已到账。',
          isRead: false,
          createdAt: '2026-11-19T08:00:00.000Z',
        },
        {
          id: 1,
          title: '欢迎来到SkinBox',
          content: '祝你好运！',
          isRead: true,
          createdAt: '2026-11-18T10:00:00.000Z',
        },
      ],
      total: 3,
      noReadMessages: 2,
    }),
    '/api/user/readyMessage': () => ({ noReadMessages: 1 }),
    '/api/user/getVipLevelList': () => ({
      currentLevel: 2,
      growth: '600.00',
      list: [0, 1, 2, 3, 4, 5].map((level) => ({
        level,
        growth: (level * level * 100).toFixed(2),
        rewardAmount: (level * 2).toFixed(2),
        perks: level >= 5 ? ['avatarUpload', 'vipTimedBox5'] : level > 0 ? ['vipRedPacket'] : [],
        rewardState:
          level === 0 ? 'locked' : level <= 1 ? 'claimed' : level === 2 ? 'claimable' : 'locked',
      })),
    }),
    ...extra,
  };
}

export const playerStore =
  (extra: MockRoutes = {}) =>
  () =>
    mockStore({ token: 'story', routes: accountRoutes(extra) });
export const loadPlayer = (store: RootStore) => store.user.loadInfo();
