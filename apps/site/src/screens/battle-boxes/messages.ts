import { defineMessage, defineMessages } from 'react-intl';

/** The battle boxes' words. */
export const battleBoxMessages = {
  ...defineMessages({
    intro: {
      id: 'battleBoxes.intro',
      defaultMessage: '对战中的每个回合开启一个对战箱子。下面是所有对战箱子及其饰品和掉落概率。',
    },
    contents: { id: 'battleBoxes.contents', defaultMessage: '箱内饰品' },
    details: { id: 'battleBoxes.details', defaultMessage: '查看详情' },
    choose: { id: 'battleBoxes.choose', defaultMessage: '选择箱子' },
    notFound: { id: 'battleBoxes.notFound', defaultMessage: '这个对战箱子不存在或已下架' },
    create: { id: 'battleBoxes.create', defaultMessage: '用这个箱子创建对战' },
  }),
  probability: defineMessage<{ percent: string }>({
    id: 'battleBoxes.probability',
    defaultMessage: '概率 {percent}%',
  }),
  tickets: defineMessage<{ from: number; to: number }>({
    id: 'battleBoxes.tickets',
    defaultMessage: '号段 {from}–{to}',
  }),
  itemCount: defineMessage<{ count: number }>({
    id: 'battleBoxes.itemCount',
    defaultMessage: '{count} 件饰品',
  }),
};
