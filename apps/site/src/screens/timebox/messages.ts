import { defineMessage, defineMessages } from 'react-intl';

export const timeboxMessages = {
  ...defineMessages({
    heading: { id: 'timebox.heading', defaultMessage: '定时宝箱' },
    rules: {
      id: 'timebox.rules',
      defaultMessage:
        '在每个周期内充值达到门槛即自动参与，无需报名。周期结束时，每位参与的玩家获得一次免费开箱，饰品直接放入背包，结果可验证。VIP5 与 VIP10 宝箱为每周宝箱，需达到对应 VIP 等级。',
    },
    joined: { id: 'timebox.joined', defaultMessage: '已参与' },
    notJoined: { id: 'timebox.notJoined', defaultMessage: '未参与' },
    drawIn: { id: 'timebox.drawIn', defaultMessage: '距开奖' },
    recharge: { id: 'timebox.recharge', defaultMessage: '去充值' },
    value: { id: 'timebox.value', defaultMessage: '平均价值' },
    lastDraw: { id: 'timebox.lastDraw', defaultMessage: '上次开奖所得' },
    myDraws: { id: 'timebox.myDraws', defaultMessage: '我的开奖记录' },
    showContents: { id: 'timebox.showContents', defaultMessage: '查看饰品' },
  }),
  threshold: defineMessage<{ period: 'hour' | 'day' | 'week'; amount: string }>({
    id: 'timebox.threshold',
    defaultMessage: '{period, select, hour {本小时} day {今天} other {本周}}充值满 {amount} 金币',
  }),
  vipNeeded: defineMessage<{ level: number }>({
    id: 'timebox.vipNeeded',
    defaultMessage: '需 VIP{level}',
  }),
  progress: defineMessage<{ recharged: string; threshold: string }>({
    id: 'timebox.progress',
    defaultMessage: '已充值 {recharged} / {threshold}',
  }),
  contents: defineMessage<{ name: string }>({
    id: 'timebox.contents',
    defaultMessage: '{name}的饰品与概率',
  }),
  drawOf: defineMessage<{ name: string; period: string }>({
    id: 'timebox.drawOf',
    defaultMessage: '{name} · {period}',
  }),
};
