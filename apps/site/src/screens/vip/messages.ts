import { defineMessage, defineMessages } from 'react-intl';

export const vipMessages = defineMessages({
  title: { id: 'vip.title', defaultMessage: 'VIP会员' },
  current: defineMessage<{ level: number }>({
    id: 'vip.current',
    defaultMessage: '当前等级 VIP{level}',
  }),
  growth: defineMessage<{ growth: string }>({
    id: 'vip.growth',
    defaultMessage: '成长值 {growth}',
  }),
  toNext: defineMessage<{ level: number; need: string }>({
    id: 'vip.toNext',
    defaultMessage: '距VIP{level}还需 {need} 成长值',
  }),
  progress: { id: 'vip.progress', defaultMessage: '升级进度' },
  maxLevel: { id: 'vip.maxLevel', defaultMessage: '已达最高等级' },
  rule: { id: 'vip.rule', defaultMessage: '每充值1金币获得1点成长值，VIP等级永久有效，不会降级。' },
  levels: { id: 'vip.levels', defaultMessage: '等级特权' },
  level: defineMessage<{ level: number }>({ id: 'vip.level', defaultMessage: 'VIP{level}' }),
  needGrowth: defineMessage<{ growth: string }>({
    id: 'vip.needGrowth',
    defaultMessage: '需要成长值 {growth}',
  }),
  reward: defineMessage<{ amount: string }>({
    id: 'vip.reward',
    defaultMessage: '升级奖励 {amount} 金币',
  }),
  claim: { id: 'vip.claim', defaultMessage: '领取' },
  claimed: { id: 'vip.claimed', defaultMessage: '已领取' },
  locked: { id: 'vip.locked', defaultMessage: '未达成' },
  claimedAmount: defineMessage<{ amount: string }>({
    id: 'vip.claimedAmount',
    defaultMessage: '已领取 {amount} 金币',
  }),
  perk_vipRedPacket: { id: 'vip.perk.vipRedPacket', defaultMessage: 'VIP红包' },
  perk_avatarUpload: { id: 'vip.perk.avatarUpload', defaultMessage: '自定义头像' },
  perk_vipTimedBox5: { id: 'vip.perk.vipTimedBox5', defaultMessage: 'VIP5限时箱' },
  perk_vipTimedBox10: { id: 'vip.perk.vipTimedBox10', defaultMessage: 'VIP10限时箱' },
  perk_avatarFrame: { id: 'vip.perk.avatarFrame', defaultMessage: '专属头像框' },
});
