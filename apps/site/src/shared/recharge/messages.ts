import { defineMessage, defineMessages } from 'react-intl';

export const rechargeMessages = {
  ...defineMessages({
    heading: { id: 'recharge.heading', defaultMessage: '充值中心' },
    method: { id: 'recharge.method', defaultMessage: '充值方式' },
    amount: { id: 'recharge.amount', defaultMessage: '充值金额' },
    pay: { id: 'recharge.pay', defaultMessage: '立即充值' },
    card: { id: 'recharge.card', defaultMessage: '卡密充值' },
    cardAmount: { id: 'recharge.cardAmount', defaultMessage: '卡面金额' },
    cardNo: { id: 'recharge.cardNo', defaultMessage: '卡号' },
    cardPassword: { id: 'recharge.cardPassword', defaultMessage: '卡密' },
    redeem: { id: 'recharge.redeem', defaultMessage: '兑换' },
    cardAmountRequired: { id: 'recharge.cardAmountRequired', defaultMessage: '请选择卡面金额' },
    bindTradeLink: { id: 'recharge.bindTradeLink', defaultMessage: '去绑定交易链接' },
    pending: { id: 'recharge.pending', defaultMessage: '订单已创建，等待支付' },
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
};
