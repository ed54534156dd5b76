import { defineMessage, defineMessages } from 'react-intl';

export const freeCaseMessages = {
  ...defineMessages({
    lead: {
      id: 'freeCase.lead',
      defaultMessage: '每天免费开启一次，饰品直接放入背包。',
    },
    value: { id: 'freeCase.value', defaultMessage: '平均价值' },
    open: { id: 'freeCase.open', defaultMessage: '免费开启' },
    ready: { id: 'freeCase.ready', defaultMessage: '今日可开' },
    opened: { id: 'freeCase.opened', defaultMessage: '今日已开' },
    locked: { id: 'freeCase.locked', defaultMessage: '未解锁' },
    nextIn: { id: 'freeCase.nextIn', defaultMessage: '后可再次免费开启' },
    signIn: { id: 'freeCase.signIn', defaultMessage: '登录后每天免费开启一次' },
    locks: {
      id: 'freeCase.locks',
      defaultMessage: '免费箱的饰品与其他赠送一样，需完成流水要求后才能取回。',
    },
    sold: { id: 'freeCase.sold', defaultMessage: '已出售，金币已到账' },
    kept: { id: 'freeCase.kept', defaultMessage: '饰品已放入背包' },
  }),
  unlock: defineMessage<{ level: number; current: number }>({
    id: 'freeCase.unlock',
    defaultMessage: '达到 VIP{level} 解锁（当前 VIP{current}），每充值 1 金币成长 1 点',
  }),
};
