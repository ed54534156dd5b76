import { defineMessages } from 'react-intl';

export const recordMessages = defineMessages({
  heading: { id: 'record.heading', defaultMessage: '个人明细' },
  bill: { id: 'record.bill', defaultMessage: '金币明细' },
  ammo: { id: 'record.ammo', defaultMessage: '弹药明细' },
  goods: { id: 'record.goods', defaultMessage: '饰品记录' },
});

/** What a ledger or item record was, by the server's kind; other kinds show as "other". */
export const kindMessages = defineMessages({
  'box.open': { id: 'record.kind.boxOpen', defaultMessage: '开箱' },
  'box.open.points': { id: 'record.kind.boxOpenPoints', defaultMessage: '开箱积分' },
  'bag.sell': { id: 'record.kind.bagSell', defaultMessage: '出售饰品' },
  'bag.extract': { id: 'record.kind.bagExtract', defaultMessage: '提取饰品' },
  'bag.cancelExtract': { id: 'record.kind.bagCancelExtract', defaultMessage: '取消提取' },
  'delivery.done': { id: 'record.kind.deliveryDone', defaultMessage: '提取到账' },
  'delivery.failed': { id: 'record.kind.deliveryFailed', defaultMessage: '提取失败，已退回背包' },
  'mall.buy': { id: 'record.kind.mallBuy', defaultMessage: '商城兑换' },
  'recharge.card': { id: 'record.kind.rechargeCard', defaultMessage: '卡密充值' },
  'recharge.card.bonus': { id: 'record.kind.rechargeCardBonus', defaultMessage: '卡密充值赠送' },
  'recharge.order': { id: 'record.kind.rechargeOrder', defaultMessage: '在线充值' },
  'recharge.order.bonus': { id: 'record.kind.rechargeOrderBonus', defaultMessage: '充值赠送' },
  'reward.realName': { id: 'record.kind.rewardRealName', defaultMessage: '实名认证奖励' },
  'reward.registerPacket': { id: 'record.kind.rewardRegisterPacket', defaultMessage: '注册红包' },
  'reward.signin': { id: 'record.kind.rewardSignin', defaultMessage: '签到奖励' },
  'reward.vip': { id: 'record.kind.rewardVip', defaultMessage: 'VIP 奖励' },
  'reward.stickerAlbum': { id: 'record.kind.rewardStickerAlbum', defaultMessage: '贴纸图鉴奖励' },
  'reward.ranking': { id: 'record.kind.rewardRanking', defaultMessage: '流水榜奖励' },
  'reward.turntable': { id: 'record.kind.rewardTurntable', defaultMessage: '幸运转盘奖励' },
  'welfare.open': { id: 'record.kind.welfareOpen', defaultMessage: '福利箱' },
  'timebox.open': { id: 'record.kind.timeboxOpen', defaultMessage: '定时宝箱' },
  'freecase.open': { id: 'record.kind.freecaseOpen', defaultMessage: '每日免费箱' },
  other: { id: 'record.kind.other', defaultMessage: '其他' },
});

export function kindMessage(kind: string) {
  return kind in kindMessages
    ? kindMessages[kind as keyof typeof kindMessages]
    : kindMessages.other;
}
