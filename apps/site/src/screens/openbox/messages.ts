import { defineMessage, defineMessages } from 'react-intl';

export const openBoxMessages = {
  ...defineMessages({
    contents: { id: 'openbox.contents', defaultMessage: '箱内物品' },
    minProbability: { id: 'openbox.minProbability', defaultMessage: '最低概率 %' },
    maxProbability: { id: 'openbox.maxProbability', defaultMessage: '最高概率 %' },
    count: { id: 'openbox.count', defaultMessage: '开箱数量' },
    open: { id: 'openbox.open', defaultMessage: '开启' },
    skip: { id: 'openbox.skip', defaultMessage: '跳过动画' },
    sound: { id: 'openbox.sound', defaultMessage: '音效' },
    animation: { id: 'openbox.animation', defaultMessage: '动画' },
    results: { id: 'openbox.results', defaultMessage: '恭喜获得' },
    sell: { id: 'openbox.sell', defaultMessage: '出售' },
    keep: { id: 'openbox.keep', defaultMessage: '放入背包' },
    fairness: { id: 'openbox.fairness', defaultMessage: '公平性验证' },
    missingBox: { id: 'openbox.missing', defaultMessage: '没有指定箱子' },
    notFound: { id: 'openbox.notFound', defaultMessage: '没有这个箱子' },
    missingHint: { id: 'openbox.missingHint', defaultMessage: '在首页挑一个箱子来开' },
    notFoundHint: {
      id: 'openbox.notFoundHint',
      defaultMessage: '它可能已经下架，去首页挑另一个箱子吧',
    },
    backHome: { id: 'openbox.backHome', defaultMessage: '返回首页' },
    special: { id: 'openbox.special', defaultMessage: '★ 刀具与手套' },
    oddsByRarity: { id: 'openbox.oddsByRarity', defaultMessage: '各品质概率' },
    filters: { id: 'openbox.filters', defaultMessage: '筛选' },
    topDrop: { id: 'openbox.topDrop', defaultMessage: '最高掉落' },
  }),
  percent: defineMessage<{ value: string }>({
    id: 'openbox.percent',
    defaultMessage: '{value}%',
  }),
  filtersOn: defineMessage<{ count: number }>({
    id: 'openbox.filtersOn',
    defaultMessage: '筛选（{count}）',
  }),
  probability: defineMessage<{ value: string }>({
    id: 'openbox.probability',
    defaultMessage: '概率 {value}%',
  }),
  countOption: defineMessage<{ count: number }>({
    id: 'openbox.countOption',
    defaultMessage: '{count} 个',
  }),
  sellAll: defineMessage<{ total: string }>({
    id: 'openbox.sellAll',
    defaultMessage: '全部出售 {total}',
  }),
  sold: defineMessage<{ credited: string }>({
    id: 'openbox.sold',
    defaultMessage: '已出售，获得 {credited}',
  }),
  verify: defineMessage<{ rollId: number }>({
    id: 'openbox.verify',
    defaultMessage: '验证 #{rollId}',
  }),
};
