import { defineMessage, defineMessages } from 'react-intl';

export const taskMessages = {
  ...defineMessages({
    heading: { id: 'task.heading', defaultMessage: '任务中心' },
    rules: {
      id: 'task.rules',
      defaultMessage:
        '完成任务即可领取金币奖励。每日任务在每天 00:00 重置，每周任务在每周一 00:00 重置（站点时间）；进度按你的开箱、对战、充值、签到与邀请自动统计，每个任务每个周期只能领取一次。',
    },
    daily: { id: 'task.daily', defaultMessage: '每日任务' },
    weekly: { id: 'task.weekly', defaultMessage: '每周任务' },
    resetIn: { id: 'task.resetIn', defaultMessage: '距重置' },
    claim: { id: 'task.claim', defaultMessage: '领取' },
    claimed: { id: 'task.claimed', defaultMessage: '已领取' },
    go: { id: 'task.go', defaultMessage: '去完成' },
    reward: { id: 'task.reward', defaultMessage: '奖励' },
  }),
  title: defineMessage<{ kind: string; period: string; goal: string }>({
    id: 'task.title',
    defaultMessage:
      '{kind, select, boxSpend {开箱消费 {goal} 金币} battleSpend {对战消费 {goal} 金币} recharge {充值 {goal} 金币} signin {{period, select, day {今日签到} other {本周签到 {goal} 天}}} other {邀请 {goal} 位好友充值满 100 金币}}',
  }),
  progress: defineMessage<{ done: string; goal: string }>({
    id: 'task.progress',
    defaultMessage: '{done} / {goal}',
  }),
  claimedReward: defineMessage<{ reward: string }>({
    id: 'task.claimedReward',
    defaultMessage: '已领取 {reward} 金币',
  }),
};
