import { defineMessage, defineMessages } from 'react-intl';

export const rechargeMessages = {
  ...defineMessages({
    heading: { id: 'recharge.heading', defaultMessage: '充值中心' },
    method: { id: 'recharge.method', defaultMessage: '充值方式' },
    amount: { id: 'recharge.amount', defaultMessage: '充值金额' },
    pay: { id: 'recharge.pay', defaultMessage: '立即充值' },
    card: { id: 'recharge.card', defaultMessage: '卡密充值' },
    cardNo: { id: 'recharge.cardNo', defaultMessage: '卡号' },
    cardPassword: { id: 'recharge.cardPassword', defaultMessage: '卡密' },
    cardValueHint: {
      id: 'recharge.cardValueHint',
      defaultMessage: '面值由卡号自动识别，兑换后按卡面金额到账。',
    },
    redeem: { id: 'recharge.redeem', defaultMessage: '兑换' },
    tradeLink: { id: 'recharge.tradeLink', defaultMessage: 'Steam交易链接' },
    tradeLinkWhy: {
      id: 'recharge.tradeLinkWhy',
      defaultMessage: '首次充值前需绑定一次：提取的饰品将发送到此链接，绑定后不可修改。',
    },
    pending: { id: 'recharge.pending', defaultMessage: '订单已创建，确认收款后自动到账' },
    checkoutOpened: {
      id: 'recharge.checkoutOpened',
      defaultMessage: '支付页面已在新标签页打开，请在那里完成支付。',
    },
    checkoutBlocked: {
      id: 'recharge.checkoutBlocked',
      defaultMessage: '订单已创建，请打开支付页面完成支付。',
    },
    openCheckout: { id: 'recharge.openCheckout', defaultMessage: '打开支付页面' },
    waiting: {
      id: 'recharge.waiting',
      defaultMessage: '正在等待支付结果…支付完成后金币自动到账。',
    },
    checkAgain: { id: 'recharge.checkAgain', defaultMessage: '重新查询' },
    cancelled: { id: 'recharge.cancelled', defaultMessage: '支付已取消，未扣除任何款项。' },
    expired: { id: 'recharge.expired', defaultMessage: '订单已过期未支付，未扣除任何款项。' },
    startAgain: { id: 'recharge.startAgain', defaultMessage: '重新选择金额' },
    contactService: { id: 'recharge.contactService', defaultMessage: '前往客服' },
    alipay: { id: 'recharge.method.alipay', defaultMessage: '支付宝' },
    wechat: { id: 'recharge.method.wechat', defaultMessage: '微信支付' },
    bank: { id: 'recharge.method.bank', defaultMessage: '银行卡' },
    sandbox: { id: 'recharge.sandbox', defaultMessage: '沙盒支付：不收取真实款项' },
  }),
  bonus: defineMessage<{ bonus: string }>({ id: 'recharge.bonus', defaultMessage: '赠送 {bonus}' }),
  credited: defineMessage<{ credited: string }>({
    id: 'recharge.credited',
    defaultMessage: '充值成功，到账 {credited}',
  }),
  expiresAt: defineMessage<{ time: string }>({
    id: 'recharge.expiresAt',
    defaultMessage: '请在 {time} 前完成支付',
  }),
};
