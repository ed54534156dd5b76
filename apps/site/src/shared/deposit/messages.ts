import { defineMessage, defineMessages } from 'react-intl';

export const depositMessages = {
  ...defineMessages({
    title: { id: 'deposit.title', defaultMessage: '余额不足' },
    balance: { id: 'deposit.balance', defaultMessage: '当前余额' },
    cost: { id: 'deposit.cost', defaultMessage: '本次需要' },
    missing: { id: 'deposit.missing', defaultMessage: '还差' },
    more: { id: 'deposit.more', defaultMessage: '更多充值方式' },
  }),
  intro: defineMessage<{ missing: string }>({
    id: 'deposit.intro',
    defaultMessage: '充值 {missing} 即可开启，选择金额后立即到账。',
  }),
  introCheckout: defineMessage<{ missing: string }>({
    id: 'deposit.introCheckout',
    defaultMessage: '充值 {missing} 即可开启：在支付页面完成支付后，金币自动到账。',
  }),
};
