import { defineMessage, defineMessages } from 'react-intl';

/** The recharge coupons and exchange codes (SPEC sections 3 and 5). */
export const couponMessages = {
  ...defineMessages({
    title: { id: 'coupon.title', defaultMessage: '充值优惠券' },
    used: { id: 'coupon.used', defaultMessage: '已使用' },
    expired: { id: 'coupon.expired', defaultMessage: '已过期' },
    upcoming: { id: 'coupon.upcoming', defaultMessage: '未到使用时间' },
    exchangeHint: {
      id: 'coupon.exchangeHint',
      defaultMessage: '兑换码最多 20 个字符，可兑换优惠券或金币，每个兑换码每位玩家限用一次。',
    },
  }),
  adds: defineMessage<{ bonus: string }>({
    id: 'coupon.adds',
    defaultMessage: '优惠券额外赠送 {bonus} 金币',
  }),
  needs: defineMessage<{ min: string }>({
    id: 'coupon.needs',
    defaultMessage: '该优惠券需充值满 {min} 才可使用',
  }),
  exchangedCoupon: defineMessage<{ name: string }>({
    id: 'coupon.exchangedCoupon',
    defaultMessage: '兑换成功，获得优惠券「{name}」',
  }),
  exchangedCoins: defineMessage<{ amount: string }>({
    id: 'coupon.exchangedCoins',
    defaultMessage: '兑换成功，{amount} 金币已到账',
  }),
};
