import { defineMessage, defineMessages } from 'react-intl';

export const luckyMessages = {
  ...defineMessages({
    heading: { id: 'lucky.heading', defaultMessage: '幸运饰品' },
    intro: {
      id: 'lucky.intro',
      defaultMessage: '挑一件心仪的饰品，自选 5%–80% 的成功率，只花它价格的一部分来搏一把。',
    },
    filters: { id: 'lucky.filters', defaultMessage: '筛选' },
    sort: { id: 'lucky.sort', defaultMessage: '排序' },
    priceDesc: { id: 'lucky.sort.priceDesc', defaultMessage: '价格从高到低' },
    priceAsc: { id: 'lucky.sort.priceAsc', defaultMessage: '价格从低到高' },
    chance: { id: 'lucky.chance', defaultMessage: '成功率' },
    cost: { id: 'lucky.cost', defaultMessage: '本次花费' },
    value: { id: 'lucky.value', defaultMessage: '饰品价值' },
    try: { id: 'lucky.try', defaultMessage: '开始冲刺' },
    rolling: { id: 'lucky.rolling', defaultMessage: '冲刺中…' },
    win: { id: 'lucky.win', defaultMessage: '冲刺成功！饰品已放入背包' },
    lose: { id: 'lucky.lose', defaultMessage: '差一点！本次未成功' },
    again: { id: 'lucky.again', defaultMessage: '再来一次' },
    recent: { id: 'lucky.recent', defaultMessage: '我的最近记录' },
    noTries: { id: 'lucky.noTries', defaultMessage: '还没有记录' },
    won: { id: 'lucky.won', defaultMessage: '成功' },
    lost: { id: 'lucky.lost', defaultMessage: '未成功' },
    verify: { id: 'lucky.verify', defaultMessage: '验证' },
    verified: { id: 'lucky.verified', defaultMessage: '已验证：票号与结果一致' },
    notVerified: { id: 'lucky.notVerified', defaultMessage: '验证失败：与服务器记录不一致' },
    sealed: {
      id: 'lucky.sealed',
      defaultMessage: '服务器种子尚未公开：在公平性验证页更换客户端种子后即可验证',
    },
    toFairness: { id: 'lucky.toFairness', defaultMessage: '去更换种子' },
    notFound: { id: 'lucky.notFound', defaultMessage: '该饰品不能用于幸运饰品' },
    back: { id: 'lucky.back', defaultMessage: '返回幸运饰品' },
    winningZone: { id: 'lucky.winningZone', defaultMessage: '成功区间' },
    animation: { id: 'lucky.animation', defaultMessage: '动画' },
  }),
  chanceValue: defineMessage<{ chance: number }>({
    id: 'lucky.chanceValue',
    defaultMessage: '{chance}%',
  }),
  ticketLine: defineMessage<{ ticket: number; winning: number }>({
    id: 'lucky.ticketLine',
    defaultMessage: '票号 {ticket}（≤ {winning} 成功）',
  }),
  nonce: defineMessage<{ nonce: number }>({ id: 'lucky.nonce', defaultMessage: 'nonce {nonce}' }),
  soldFor: defineMessage<{ amount: string }>({
    id: 'lucky.soldFor',
    defaultMessage: '已出售，获得 {amount} 金币',
  }),
};
