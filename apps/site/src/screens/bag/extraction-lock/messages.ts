import { defineMessage, defineMessages } from 'react-intl';

export const lockMessages = {
  ...defineMessages({
    heading: { id: 'bag.lock.heading', defaultMessage: '提取条件' },
    needsPayment: {
      id: 'bag.lock.needsPayment',
      defaultMessage: '首次充值后即可提取饰品。赠送的金币和饰品可以照常开箱、对战和出售。',
    },
    recharge: { id: 'bag.lock.recharge', defaultMessage: '去充值' },
  }),
  owed: defineMessage<{ owed: string }>({
    id: 'bag.lock.owed',
    defaultMessage: '再开箱或对战流水 {owed} 金币即可提取',
  }),
  progress: defineMessage<{ turnover: string; required: string }>({
    id: 'bag.lock.progress',
    defaultMessage: '{turnover} / {required}',
  }),
  rule: defineMessage<{ locked: string; multiple: number }>({
    id: 'bag.lock.rule',
    defaultMessage:
      '充值奖励与各类赠送共 {locked} 金币，需完成其 {multiple} 倍的开箱或对战流水后才能提取饰品。',
  }),
};
