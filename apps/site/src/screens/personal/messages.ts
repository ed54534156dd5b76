import { defineMessage, defineMessages } from 'react-intl';

export const personalMessages = defineMessages({
  title: { id: 'personal.title', defaultMessage: '个人中心' },
  userId: defineMessage<{ id: number }>({ id: 'personal.userId', defaultMessage: 'ID：{id}' }),
  vipLevel: defineMessage<{ level: number }>({
    id: 'personal.vipLevel',
    defaultMessage: 'VIP{level}',
  }),
  coins: { id: 'personal.coins', defaultMessage: '金币' },
  ammo: { id: 'personal.ammo', defaultMessage: '弹药' },
  points: { id: 'personal.points', defaultMessage: '积分' },
  balances: { id: 'personal.balances', defaultMessage: '我的资产' },
  info: { id: 'personal.info', defaultMessage: '账户与安全' },
  edit: { id: 'personal.edit', defaultMessage: '编辑资料' },
  head: { id: 'personal.head', defaultMessage: '头像与头像框' },
  messages: { id: 'personal.messages', defaultMessage: '站内信' },
  unread: defineMessage<{ count: number }>({
    id: 'personal.unread',
    defaultMessage: '{count}条未读',
  }),
  vip: { id: 'personal.vip', defaultMessage: 'VIP特权' },
  bag: { id: 'personal.bag', defaultMessage: '我的背包' },
  logout: { id: 'personal.logout', defaultMessage: '退出登录' },
  links: { id: 'personal.links', defaultMessage: '更多' },
});
