import { defineMessage, defineMessages } from 'react-intl';

export const mallMessages = {
  ...defineMessages({
    heading: { id: 'mall.heading', defaultMessage: '商城' },
    point: { id: 'mall.point', defaultMessage: '积分商城' },
    amount: { id: 'mall.amount', defaultMessage: '金币商城' },
    category: { id: 'mall.category', defaultMessage: '类别' },
    exchange: { id: 'mall.exchange', defaultMessage: '兑换' },
    success: { id: 'mall.success', defaultMessage: '兑换成功，已放入背包' },
    failed: { id: 'mall.failed', defaultMessage: '兑换失败' },
    quota: { id: 'mall.quota', defaultMessage: '可兑换额度' },
    points: { id: 'mall.points', defaultMessage: '我的积分' },
    filters: { id: 'mall.filters', defaultMessage: '筛选' },
  }),
  stock: defineMessage<{ stock: number }>({ id: 'mall.stock', defaultMessage: '库存 {stock}' }),
  confirm: defineMessage<{ name: string; cost: string; currency: 'point' | 'amount' }>({
    id: 'mall.confirm',
    defaultMessage:
      '确认用 {cost} {currency, select, point {积分} other {金币}} 兑换 {name}？兑换后饰品放入背包。',
  }),
  cost: defineMessage<{ cost: string }>({ id: 'mall.cost', defaultMessage: '{cost} 积分' }),
};
