import { defineMessage, defineMessages } from 'react-intl';

export const limitsMessages = {
  ...defineMessages({
    intro: {
      id: 'limits.intro',
      defaultMessage:
        '为自己设定充值和亏损上限、暂停一段时间或设置游戏时长提醒。降低限额立即生效；提高或取消限额在 24 小时后生效。',
    },
    windows: {
      id: 'limits.windows',
      defaultMessage:
        '每日、每周、每月按最近 24 小时、7 天、30 天滚动计算；亏损为投入游戏和道具的金币减去游戏和出售返还的金币，活动奖励和充值不计入。',
    },
    limitsTitle: { id: 'limits.limitsTitle', defaultMessage: '充值与亏损限额' },
    depositDay: { id: 'limits.depositDay', defaultMessage: '每日充值限额' },
    depositWeek: { id: 'limits.depositWeek', defaultMessage: '每周充值限额' },
    depositMonth: { id: 'limits.depositMonth', defaultMessage: '每月充值限额' },
    lossDay: { id: 'limits.lossDay', defaultMessage: '每日亏损限额' },
    lossWeek: { id: 'limits.lossWeek', defaultMessage: '每周亏损限额' },
    lossMonth: { id: 'limits.lossMonth', defaultMessage: '每月亏损限额' },
    none: { id: 'limits.none', defaultMessage: '不限' },
    placeholder: { id: 'limits.placeholder', defaultMessage: '留空为不限' },
    save: { id: 'limits.save', defaultMessage: '保存限额' },
    savedNow: { id: 'limits.savedNow', defaultMessage: '限额已保存并生效' },
    badAmount: {
      id: 'limits.badAmount',
      defaultMessage: '请输入不小于 0 的金额，最多两位小数，或留空表示不限',
    },
    pauseTitle: { id: 'limits.pauseTitle', defaultMessage: '暂停游戏' },
    pauseIntro: {
      id: 'limits.pauseIntro',
      defaultMessage: '暂停期间无法游戏和充值，暂停开始后不能提前结束，只能延长。',
    },
    coolOff: { id: 'limits.coolOff', defaultMessage: '冷静期' },
    selfExclusion: { id: 'limits.selfExclusion', defaultMessage: '自我排除' },
    day1: { id: 'limits.day1', defaultMessage: '1 天' },
    day7: { id: 'limits.day7', defaultMessage: '7 天' },
    day30: { id: 'limits.day30', defaultMessage: '30 天' },
    month6: { id: 'limits.month6', defaultMessage: '6 个月' },
    year1: { id: 'limits.year1', defaultMessage: '1 年' },
    year5: { id: 'limits.year5', defaultMessage: '5 年' },
    pauseLength: { id: 'limits.pauseLength', defaultMessage: '暂停时长' },
    startPause: { id: 'limits.startPause', defaultMessage: '开始暂停' },
    reminderTitle: { id: 'limits.reminderTitle', defaultMessage: '游戏时长提醒' },
    reminderIntro: {
      id: 'limits.reminderIntro',
      defaultMessage: '游戏达到所选时长时提醒您休息，之后每隔同样时长再次提醒。',
    },
    reminderOff: { id: 'limits.reminderOff', defaultMessage: '关闭' },
    reminderSaved: { id: 'limits.reminderSaved', defaultMessage: '提醒已更新' },
  }),
  limitLine: defineMessage<{ limit: string; used: string }>({
    id: 'limits.limitLine',
    defaultMessage: '当前 {limit} · 已用 {used}',
  }),
  pending: defineMessage<{ from: string }>({
    id: 'limits.pending',
    defaultMessage: '提高或取消的限额将于 {from} 生效，在此之前仍按当前限额执行',
  }),
  pendingValue: defineMessage<{ value: string }>({
    id: 'limits.pendingValue',
    defaultMessage: '待生效：{value}',
  }),
  paused: defineMessage<{ kind: 'coolOff' | 'selfExclusion'; until: string }>({
    id: 'limits.paused',
    defaultMessage:
      '{kind, select, selfExclusion {自我排除} other {冷静期}}中，至 {until} 结束，期间无法游戏和充值',
  }),
  pauseConfirm: defineMessage<{ kind: 'coolOff' | 'selfExclusion'; length: string }>({
    id: 'limits.pauseConfirm',
    defaultMessage:
      '确定开始{kind, select, selfExclusion {自我排除} other {冷静期}}（{length}）吗？期间无法游戏和充值，且不能提前结束。',
  }),
  pausedDone: defineMessage<{ until: string }>({
    id: 'limits.pausedDone',
    defaultMessage: '暂停已开始，至 {until} 结束',
  }),
  reminderEvery: defineMessage<{ minutes: number }>({
    id: 'limits.reminderEvery',
    defaultMessage: '{minutes} 分钟',
  }),
};
