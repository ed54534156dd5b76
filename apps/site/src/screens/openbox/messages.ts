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
    openAgain: { id: 'openbox.openAgain', defaultMessage: '再开一次' },
    keepAll: { id: 'openbox.keepAll', defaultMessage: '全部放入背包' },
    bestDrop: { id: 'openbox.bestDrop', defaultMessage: '最佳掉落' },
    demo: { id: 'openbox.demo', defaultMessage: '免费试玩' },
    demoHint: { id: 'openbox.demoHint', defaultMessage: '试玩只演示开箱，不扣费也不发放物品' },
    demoBadge: { id: 'openbox.demoBadge', defaultMessage: '试玩 · 不发放物品' },
    demoTitle: { id: 'openbox.demoTitle', defaultMessage: '试玩结果' },
    demoAgain: { id: 'openbox.demoAgain', defaultMessage: '再试玩一次' },
    demoSignIn: { id: 'openbox.demoSignIn', defaultMessage: '登录后开箱' },
    demoTopUp: { id: 'openbox.demoTopUp', defaultMessage: '充值后开箱' },
  }),
  openMany: defineMessage<{ count: number }>({
    id: 'openbox.openMany',
    defaultMessage: '开 {count} 个',
  }),
  finish: defineMessage<{ won: string; spent: string }>({
    id: 'openbox.finish',
    defaultMessage: '获得 {won}，花费 {spent}',
  }),
  demoSeed: defineMessage<{ seed: string; ticket: number }>({
    id: 'openbox.demoSeed',
    defaultMessage: '试玩种子 {seed} · 票号 {ticket}',
  }),
  announceWin: defineMessage<{ name: string; quality: string; price: string }>({
    id: 'openbox.announceWin',
    defaultMessage: '获得 {name}（{quality}），价值 {price}',
  }),
  announceMany: defineMessage<{ count: number; won: string; spent: string }>({
    id: 'openbox.announceMany',
    defaultMessage: '开出 {count} 件物品，价值 {won}，花费 {spent}',
  }),
  announceDemo: defineMessage<{ name: string; price: string }>({
    id: 'openbox.announceDemo',
    defaultMessage: '试玩结果：{name}，价值 {price}。未发放任何物品。',
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
