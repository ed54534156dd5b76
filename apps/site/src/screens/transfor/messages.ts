import { defineMessage, defineMessages } from 'react-intl';

export const rollProofMessages = {
  ...defineMessages({
    game: { id: 'rollProof.game', defaultMessage: '玩法前缀' },
    ticket: { id: 'rollProof.ticket', defaultMessage: '票号' },
    serverSeedHash: { id: 'rollProof.serverSeedHash', defaultMessage: '服务端种子哈希' },
    clientSeed: { id: 'rollProof.clientSeed', defaultMessage: '客户端种子' },
    nonce: { id: 'rollProof.nonce', defaultMessage: 'Nonce' },
    sealed: {
      id: 'rollProof.sealed',
      defaultMessage: '服务端种子尚未公开：在公平性验证页更换客户端种子后即可复算本次结果。',
    },
    fairness: { id: 'rollProof.fairness', defaultMessage: '前往公平性验证' },
  }),
  verify: defineMessage<{ rollId: number }>({
    id: 'rollProof.verify',
    defaultMessage: '验证结果（#{rollId}）',
  }),
  matches: defineMessage<{ ticket: number }>({
    id: 'rollProof.matches',
    defaultMessage: '已在浏览器中复算：票号 {ticket}，种子哈希与票号均一致',
  }),
  differs: defineMessage<{ ticket: number }>({
    id: 'rollProof.differs',
    defaultMessage: '复算结果为票号 {ticket}，与记录不一致',
  }),
};

export const transforMessages = {
  ...defineMessages({
    heading: { id: 'transfor.heading', defaultMessage: '幸运转盘' },
    rules: {
      id: 'transfor.rules',
      defaultMessage:
        '每位玩家每周可免费转动一次，周日 23:59:59 重置。奖励为金币，直接到账；每次转动都可验证。',
    },
    spin: { id: 'transfor.spin', defaultMessage: '转动' },
    spinning: { id: 'transfor.spinning', defaultMessage: '转动中…' },
    spun: { id: 'transfor.spun', defaultMessage: '本周已转动' },
    resetIn: { id: 'transfor.resetIn', defaultMessage: '距重置' },
    signIn: { id: 'transfor.signIn', defaultMessage: '登录后转动' },
    odds: { id: 'transfor.odds', defaultMessage: '奖励与概率' },
    prize: { id: 'transfor.prize', defaultMessage: '奖励' },
    probability: { id: 'transfor.probability', defaultMessage: '概率' },
    tickets: { id: 'transfor.tickets', defaultMessage: '票号区间' },
    topUnlocked: { id: 'transfor.topUnlocked', defaultMessage: '已解锁 100 金币大奖' },
    top: { id: 'transfor.top', defaultMessage: '大奖' },
    wheel: { id: 'transfor.wheel', defaultMessage: '转盘' },
  }),
  won: defineMessage<{ amount: string }>({
    id: 'transfor.won',
    defaultMessage: '恭喜获得 {amount} 金币，已到账',
  }),
  thisWeek: defineMessage<{ amount: string }>({
    id: 'transfor.thisWeek',
    defaultMessage: '本周已获得 {amount} 金币',
  }),
  topLocked: defineMessage<{ needed: number; invited: number }>({
    id: 'transfor.topLocked',
    defaultMessage:
      '邀请 {needed} 位好友并完成充值即可解锁 100 金币大奖（当前 {invited}/{needed}）',
  }),
  coins: defineMessage<{ amount: string }>({
    id: 'transfor.coins',
    defaultMessage: '{amount} 金币',
  }),
  range: defineMessage<{ from: number; to: number }>({
    id: 'transfor.range',
    defaultMessage: '{from}–{to}',
  }),
};
