import { defineMessage, defineMessages } from 'react-intl';

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
