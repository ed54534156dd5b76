import { defineMessage, defineMessages } from 'react-intl';

export const spreadMessages = {
  ...defineMessages({
    inviteLink: { id: 'spread.inviteLink', defaultMessage: '我的邀请链接' },
    inviteCode: { id: 'spread.inviteCode', defaultMessage: '邀请码' },
    copy: { id: 'spread.copy', defaultMessage: '复制链接' },
    copied: { id: 'spread.copied', defaultMessage: '已复制邀请链接' },
    copyFailed: { id: 'spread.copyFailed', defaultMessage: '无法复制，请长按链接手动复制' },
    qr: { id: 'spread.qr', defaultMessage: '邀请二维码' },
    invited: { id: 'spread.invited', defaultMessage: '邀请人数' },
    recharged: { id: 'spread.recharged', defaultMessage: '已充值人数' },
    rechargeTotal: { id: 'spread.rechargeTotal', defaultMessage: '下级充值总额' },
    rewardTotal: { id: 'spread.rewardTotal', defaultMessage: '累计推广奖励' },
    figures: { id: 'spread.figures', defaultMessage: '推广数据' },
    tiers: { id: 'spread.tiers', defaultMessage: '奖励比例' },
    tierInvited: { id: 'spread.tierInvited', defaultMessage: '已充值下级人数' },
    tierPercent: { id: 'spread.tierPercent', defaultMessage: '奖励比例' },
    topTier: { id: 'spread.topTier', defaultMessage: '已达到最高比例' },
    box: { id: 'spread.box', defaultMessage: '推广宝箱' },
    openBox: { id: 'spread.openBox', defaultMessage: '打开宝箱' },
    noBox: { id: 'spread.noBox', defaultMessage: '暂无可打开的推广宝箱' },
    opened: { id: 'spread.opened', defaultMessage: '开箱结果' },
    users: { id: 'spread.users', defaultMessage: '我邀请的玩家' },
    seeUsers: { id: 'spread.seeUsers', defaultMessage: '查看下级' },
    rules: { id: 'spread.rules', defaultMessage: '推广规则' },
    howItPays: { id: 'spread.howItPays', defaultMessage: '如何获得奖励' },
    joinedAt: { id: 'spread.joinedAt', defaultMessage: '注册时间' },
    lastRechargeAt: { id: 'spread.lastRechargeAt', defaultMessage: '最近充值' },
    never: { id: 'spread.never', defaultMessage: '未充值' },
    userRecharge: { id: 'spread.userRecharge', defaultMessage: '充值' },
    userReward: { id: 'spread.userReward', defaultMessage: '我的奖励' },
    detail: { id: 'spread.detail', defaultMessage: '明细' },
    records: { id: 'spread.records', defaultMessage: '充值与奖励记录' },
    noUser: { id: 'spread.noUser', defaultMessage: '没有这位下级玩家' },
    back: { id: 'spread.back', defaultMessage: '返回我的推广' },
    ruleIntro: {
      id: 'spread.ruleIntro',
      defaultMessage:
        '把邀请链接或二维码分享给好友，好友通过链接注册后成为您的下级。下级每次充值，您都会按当前比例获得金币奖励，奖励在充值到账时立即发放。',
    },
    ruleTier: {
      id: 'spread.ruleTier',
      defaultMessage: '奖励比例由已充值的下级人数决定，人数越多比例越高。',
    },
    ruleAbuse: {
      id: 'spread.ruleAbuse',
      defaultMessage: '不能邀请自己，邀请关系不能形成循环；违规获得的奖励将被收回。',
    },
    boxContents: { id: 'spread.boxContents', defaultMessage: '推广宝箱可开出' },
  }),
  currentTier: defineMessage<{ percent: string }>({
    id: 'spread.currentTier',
    defaultMessage: '当前奖励比例 {percent}%',
  }),
  nextTier: defineMessage<{ percent: string; need: number }>({
    id: 'spread.nextTier',
    defaultMessage: '再有 {need} 位下级充值，比例升至 {percent}%',
  }),
  tierRow: defineMessage<{ invited: number }>({
    id: 'spread.tierRow',
    defaultMessage: '{invited} 人及以上',
  }),
  percent: defineMessage<{ percent: string }>({
    id: 'spread.percent',
    defaultMessage: '{percent}%',
  }),
  boxCount: defineMessage<{ count: number }>({
    id: 'spread.boxCount',
    defaultMessage: '可打开 {count} 个',
  }),
  ruleBox: defineMessage<{ threshold: string }>({
    id: 'spread.ruleBox',
    defaultMessage: '每位下级累计充值达到 {threshold} 金币，您获得一个推广宝箱。',
  }),
  recordRow: defineMessage<{ recharge: string; percent: string; reward: string }>({
    id: 'spread.recordRow',
    defaultMessage: '充值 {recharge} × {percent}% = 奖励 {reward}',
  }),
};
