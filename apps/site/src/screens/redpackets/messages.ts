import { defineMessage, defineMessages } from 'react-intl';

type Period = 'day' | 'week' | 'month' | 'year';

export const redPacketMessages = {
  ...defineMessages({
    heading: { id: 'redPacket.heading', defaultMessage: '红包中心' },
    rules: {
      id: 'redPacket.rules',
      defaultMessage:
        '每种红包在每个周期内可领取一次，周期按站点时间（北京时间）的日、周、月、年计算。返利与亏损红包按上一周期的数据发放；幸运红包与口令红包的金额由可验证的随机数决定。',
    },
    receivable: { id: 'redPacket.receivable', defaultMessage: '可领取' },
    received: { id: 'redPacket.received', defaultMessage: '已领取' },
    locked: { id: 'redPacket.locked', defaultMessage: '未达成' },
    receive: { id: 'redPacket.receive', defaultMessage: '领取' },
    nextIn: { id: 'redPacket.nextIn', defaultMessage: '下次可领' },
    passwordTitle: { id: 'redPacket.passwordTitle', defaultMessage: '口令红包' },
    passwordHint: {
      id: 'redPacket.passwordHint',
      defaultMessage: '输入官方发布的口令，前几位领取的玩家随机瓜分红包金额。',
    },
    passwordLabel: { id: 'redPacket.passwordLabel', defaultMessage: '红包口令' },
    passwordPlaceholder: { id: 'redPacket.passwordPlaceholder', defaultMessage: '请输入红包口令' },
    passwordSubmit: { id: 'redPacket.passwordSubmit', defaultMessage: '抢红包' },
    wonTitle: { id: 'redPacket.wonTitle', defaultMessage: '恭喜获得' },
    close: { id: 'redPacket.close', defaultMessage: '收下' },
    history: { id: 'redPacket.history', defaultMessage: '领取记录' },
    checkSplit: { id: 'redPacket.checkSplit', defaultMessage: '验证瓜分' },
    splitSealed: {
      id: 'redPacket.splitSealed',
      defaultMessage: '红包领完或到期后公开种子，届时可在此重算每一份金额。',
    },
    splitMatches: {
      id: 'redPacket.splitMatches',
      defaultMessage: '已在浏览器中重算：种子与哈希一致，每份金额与服务器一致。',
    },
    splitDiffers: {
      id: 'redPacket.splitDiffers',
      defaultMessage: '重算结果与服务器不一致！',
    },
    serverSeedHash: { id: 'redPacket.serverSeedHash', defaultMessage: '服务器种子哈希' },
    serverSeed: { id: 'redPacket.serverSeed', defaultMessage: '服务器种子' },
    mine: { id: 'redPacket.mine', defaultMessage: '我' },
  }),
  kind: defineMessage<{ kind: string }>({
    id: 'redPacket.kind',
    defaultMessage:
      '{kind, select, password {口令红包} activity {活动红包} lucky {幸运红包} recharge {充值红包} rebate {返利红包} loss {亏损红包} other {VIP红包}}',
  }),
  period: defineMessage<{ period: Period }>({
    id: 'redPacket.period',
    defaultMessage: '{period, select, day {每日} week {每周} month {每月} other {每年}}',
  }),
  lucky: defineMessage<{ min: string; max: string }>({
    id: 'redPacket.lucky',
    defaultMessage: '随机 {min} ~ {max} 金币',
  }),
  recharge: defineMessage<{ period: Period; threshold: string; amount: string }>({
    id: 'redPacket.recharge',
    defaultMessage:
      '{period, select, day {今日} week {本周} month {本月} other {今年}}充值满 {threshold} 金币，可领 {amount} 金币',
  }),
  recharged: defineMessage<{ recharged: string; threshold: string }>({
    id: 'redPacket.recharged',
    defaultMessage: '已充值 {recharged} / {threshold}',
  }),
  rebate: defineMessage<{ period: Period; rate: string; cap: string }>({
    id: 'redPacket.rebate',
    defaultMessage:
      '返还{period, select, day {昨日} week {上周} month {上月} other {去年}}开箱与对战流水的 {rate}%，最高 {cap} 金币',
  }),
  loss: defineMessage<{ period: Period; rate: string; cap: string }>({
    id: 'redPacket.loss',
    defaultMessage:
      '补贴{period, select, day {昨日} week {上周} month {上月} other {去年}}净亏损的 {rate}%，最高 {cap} 金币',
  }),
  basis: defineMessage<{ kind: string; basis: string; amount: string }>({
    id: 'redPacket.basis',
    defaultMessage: '{kind, select, rebate {流水} other {净亏损}} {basis}，可领 {amount} 金币',
  }),
  vip: defineMessage<{ level: number; amount: string }>({
    id: 'redPacket.vip',
    defaultMessage: '当前 VIP{level}，可领 {amount} 金币',
  }),
  vipLevels: defineMessage<{ levels: string }>({
    id: 'redPacket.vipLevels',
    defaultMessage: '各等级：{levels}',
  }),
  vipLevel: defineMessage<{ level: number; amount: string }>({
    id: 'redPacket.vipLevel',
    defaultMessage: 'VIP{level} {amount}',
  }),
  activity: defineMessage<{ title: string; amount: string }>({
    id: 'redPacket.activity',
    defaultMessage: '「{title}」期间可领 {amount} 金币',
  }),
  receivedAmount: defineMessage<{ amount: string }>({
    id: 'redPacket.receivedAmount',
    defaultMessage: '已领 {amount} 金币',
  }),
  wonAmount: defineMessage<{ amount: string }>({
    id: 'redPacket.wonAmount',
    defaultMessage: '{amount} 金币',
  }),
  wonPlace: defineMessage<{ seq: number; count: number }>({
    id: 'redPacket.wonPlace',
    defaultMessage: '你是第 {seq} 位领取者（共 {count} 份）',
  }),
  splitTerms: defineMessage<{ password: string; total: string; count: number }>({
    id: 'redPacket.splitTerms',
    defaultMessage: '口令 {password} · 总额 {total} · 共 {count} 份',
  }),
  share: defineMessage<{ seq: number; amount: string }>({
    id: 'redPacket.share',
    defaultMessage: '第 {seq} 份 {amount}',
  }),
  record: defineMessage<{ kind: string; period: string }>({
    id: 'redPacket.record',
    defaultMessage:
      '{kind, select, password {口令红包} activity {活动红包} lucky {幸运红包} recharge {充值红包} rebate {返利红包} loss {亏损红包} other {VIP红包}} · {period}',
  }),
};
