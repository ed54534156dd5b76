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
    backHome: { id: 'openbox.backHome', defaultMessage: '返回首页' },
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
