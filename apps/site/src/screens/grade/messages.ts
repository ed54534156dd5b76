import { defineMessage, defineMessages } from 'react-intl';

export const gradeMessages = {
  ...defineMessages({
    heading: { id: 'grade.heading', defaultMessage: '福利箱' },
    myPoints: { id: 'grade.myPoints', defaultMessage: '我的福利积分' },
    rules: {
      id: 'grade.rules',
      defaultMessage:
        '开箱与对战每消耗 1 金币获得 1 福利积分。福利箱按 VIP 等级解锁，开启时扣除对应积分，每个福利箱每天 00:05–23:59 可开启一次。每天 00:00 所有福利积分减少 100（不低于 0）。',
    },
    nextDrop: { id: 'grade.nextDrop', defaultMessage: '距积分扣除' },
    boxes: { id: 'grade.boxes', defaultMessage: '福利箱等级' },
    open: { id: 'grade.open', defaultMessage: '开启' },
    locked: { id: 'grade.locked', defaultMessage: '未解锁' },
    opened: { id: 'grade.opened', defaultMessage: '可开启' },
    refreshing: { id: 'grade.refreshing', defaultMessage: '刷新中' },
    waitingDrop: { id: 'grade.waitingDrop', defaultMessage: '等待每日积分结算完成' },
    result: { id: 'grade.result', defaultMessage: '开启结果' },
    sold: { id: 'grade.sold', defaultMessage: '已出售，金币已到账' },
    kept: { id: 'grade.kept', defaultMessage: '饰品已放入背包' },
    showContents: { id: 'grade.showContents', defaultMessage: '查看饰品' },
    value: { id: 'grade.value', defaultMessage: '平均价值' },
  }),
  vipLevel: defineMessage<{ level: number }>({
    id: 'grade.vipLevel',
    defaultMessage: 'VIP{level}',
  }),
  unlocksAt: defineMessage<{ level: number }>({
    id: 'grade.unlocksAt',
    defaultMessage: '达到 VIP{level} 解锁',
  }),
  cost: defineMessage<{ points: number }>({
    id: 'grade.cost',
    defaultMessage: '每次消耗 {points} 积分',
  }),
  short: defineMessage<{ points: number }>({
    id: 'grade.short',
    defaultMessage: '还差 {points} 积分',
  }),
  opensIn: defineMessage({ id: 'grade.opensIn', defaultMessage: '后可再次开启' }),
  contents: defineMessage<{ name: string }>({
    id: 'grade.contents',
    defaultMessage: '{name}的饰品与概率',
  }),
};
