import type { SliderChallenge, UserInfo } from '@skinbox/api';
import type { MockRoutes } from './mockTransport';

/** A signed-in player as getInfo answers it; tests and stories override what they need. */
export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 7,
    assets: {
      ammon: '12.00',
      amount: '128.50',
      point: '300.00',
      spreadBoxCount: 0,
      spreadRewardAmount: '0.00',
    },
    base: {
      account: '13800001234',
      avater: '',
      avaterFrame: '',
      mobile: '138****1234',
      nickName: '幸运玩家',
      platformId: 1,
      userLevel: 2,
      userType: 1,
    },
    ext: {
      channelCode: 'official',
      idNumber: '',
      invitationCode: '',
      isChangeInvitationCode: false,
      isChangeSpreadCode: false,
      realName: '',
      sex: 0,
      spreadCode: 'LUCKY777',
      steamUrl: '',
    },
    hasRegisterPacket: false,
    noReadMessages: 2,
    avaterStatus: 0,
    reserveStatus: 1,
    ...overrides,
  };
}

/** A slider puzzle drawn in SVG: a gap at x 150 and its piece. */
const svg = (body: string, w: number, h: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}</svg>`)}`;

export const sliderChallenge: SliderChallenge = {
  captchaId: 'story-challenge',
  background: svg(
    '<rect width="300" height="150" fill="#4b6cb7"/><circle cx="70" cy="60" r="40" fill="#e4ae39"/><rect x="150" y="50" width="44" height="44" fill="#222" stroke="#e6e6e6" stroke-width="2"/>',
    300,
    150,
  ),
  piece: svg(
    '<rect width="44" height="44" fill="#8ab4f8" stroke="#fff" stroke-width="2"/>',
    44,
    44,
  ),
  width: 300,
  height: 150,
  pieceSize: 44,
  pieceY: 50,
};

/** The calls every signed-in account screen makes, answered for a player. */
export function playerRoutes(info: UserInfo = userInfo()): MockRoutes {
  return {
    '/api/user/getInfo': () => info,
    '/api/auth/getGraphicCode': () => sliderChallenge,
  };
}
