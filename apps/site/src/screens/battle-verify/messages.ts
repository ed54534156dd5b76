import { defineMessage, defineMessages } from 'react-intl';

/** The battle verification's words. */
export const battleVerifyMessages = {
  ...defineMessages({
    intro: {
      id: 'battleVerify.intro',
      defaultMessage:
        '对战结束后公开服务器种子。浏览器会在本地重新计算公共种子和每一回合每个座位的随机数，并与记录逐一比对。',
    },
    battleId: { id: 'battleVerify.battleId', defaultMessage: '对战编号' },
    run: { id: 'battleVerify.run', defaultMessage: '验证' },
    serverSeed: { id: 'battleVerify.serverSeed', defaultMessage: '服务器种子' },
    serverSeedHash: {
      id: 'battleVerify.serverSeedHash',
      defaultMessage: '服务器种子哈希（创建时公布）',
    },
    userCodes: { id: 'battleVerify.userCodes', defaultMessage: '各座位用户码（按座位顺序）' },
    publicSeed: {
      id: 'battleVerify.publicSeed',
      defaultMessage: '公共种子 = SHA-256(用户码以 : 连接)',
    },
    holds: { id: 'battleVerify.holds', defaultMessage: '验证通过：每一回合的结果都与种子一致' },
    broken: { id: 'battleVerify.broken', defaultMessage: '验证不一致：请联系客服' },
    seat: { id: 'battleVerify.seat', defaultMessage: '座位' },
    ticket: { id: 'battleVerify.ticket', defaultMessage: '记录的随机数' },
    recomputed: { id: 'battleVerify.recomputed', defaultMessage: '重新计算' },
    item: { id: 'battleVerify.item', defaultMessage: '饰品' },
    match: { id: 'battleVerify.match', defaultMessage: '一致' },
    mismatch: { id: 'battleVerify.mismatch', defaultMessage: '不一致' },
  }),
  round: defineMessage<{ round: number; box: string }>({
    id: 'battleVerify.round',
    defaultMessage: '第 {round} 回合 · {box}',
  }),
};
