import { defineMessage, defineMessages } from 'react-intl';

export const ammonBoxMessages = {
  ...defineMessages({
    heading: { id: 'ammonbox.heading', defaultMessage: '弹药盲盒' },
    rules: {
      id: 'ammonbox.rules',
      defaultMessage:
        '用弹药开启盲盒，饰品直接放入背包。弹药来自饰品熔炼；开箱与普通箱子使用同一套可验证的公平算法。',
    },
    refining: { id: 'ammonbox.refining', defaultMessage: '去熔炼获得弹药' },
    fairness: { id: 'ammonbox.fairness', defaultMessage: '公平性验证' },
    contents: { id: 'ammonbox.contents', defaultMessage: '盲盒内容' },
    results: { id: 'ammonbox.results', defaultMessage: '本次获得' },
    chooseBox: { id: 'ammonbox.chooseBox', defaultMessage: '选择一个弹药盲盒' },
    noBoxes: { id: 'ammonbox.noBoxes', defaultMessage: '暂无弹药盲盒' },
    signIn: { id: 'ammonbox.signIn', defaultMessage: '登录后开启' },
  }),
  balance: defineMessage<{ ammo: string }>({
    id: 'ammonbox.balance',
    defaultMessage: '弹药 {ammo}',
  }),
  price: defineMessage<{ ammo: string }>({ id: 'ammonbox.price', defaultMessage: '{ammo} 弹药' }),
  open: defineMessage<{ count: number; ammo: string }>({
    id: 'ammonbox.open',
    defaultMessage: '开 {count} 个（{ammo} 弹药）',
  }),
  ticket: defineMessage<{ ticket: number; nonce: number }>({
    id: 'ammonbox.ticket',
    defaultMessage: '票号 {ticket} · 序号 {nonce}',
  }),
};
