import { createApi, type UserInfo } from '@skinbox/api';
import { vi } from 'vitest';
import { RootStore } from '../RootStore';
import { memoryStorage, type KeyValueStorage } from '../storage';
import { fakeHttp, type FakeRoute } from './fakeHttp';
import { FakeSocket } from './fakeSocket';

export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 42,
    assets: {
      ammon: '1.00',
      amount: '25.50',
      point: '3.00',
      spreadBoxCount: 0,
      spreadRewardAmount: '0.00',
    },
    base: {
      account: 'player42',
      avater: '',
      avaterFrame: '',
      mobile: '138****0000',
      nickName: 'Player',
      platformId: 1,
      userLevel: 2,
      userType: 1,
    },
    ext: {
      channelCode: 'web',
      idNumber: '',
      invitationCode: '',
      isChangeInvitationCode: false,
      isChangeSpreadCode: false,
      realName: '',
      sex: 0,
      spreadCode: 'ABCD12',
      steamUrl: '',
    },
    hasRegisterPacket: false,
    noReadMessages: 0,
    avaterStatus: 0,
    reserveStatus: 1,
    ...overrides,
  };
}

export const SCRIPTS = {
  analytics: (keyWord: string) => `https://analytics.test/hm.js?${keyWord}`,
  chatWidget: 'https://chat.test/widget.js',
};

/** A RootStore over a fake transport and a fake socket. */
export function testRoot(
  routes: Record<string, FakeRoute>,
  storage: KeyValueStorage = memoryStorage(),
) {
  const http = fakeHttp(routes);
  const socket = new FakeSocket();
  const navigate = vi.fn();
  const loadScript = vi.fn();
  const root = new RootStore({
    api: createApi(http),
    socket,
    storage,
    navigate,
    loadScript,
    scripts: SCRIPTS,
  });
  return { root, http, socket, navigate, loadScript, storage };
}
