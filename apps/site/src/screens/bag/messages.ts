import { defineMessage, defineMessages } from 'react-intl';

export const bagMessages = {
  ...defineMessages({
    heading: { id: 'bag.heading', defaultMessage: '我的背包' },
    bagValue: { id: 'bag.value', defaultMessage: '背包价值' },
    stateBag: { id: 'bag.state.bag', defaultMessage: '在背包' },
    stateExtracting: { id: 'bag.state.extracting', defaultMessage: '提取中' },
    stateExtracted: { id: 'bag.state.extracted', defaultMessage: '已提取' },
    selectPage: { id: 'bag.selectPage', defaultMessage: '全选本页' },
    clear: { id: 'bag.clear', defaultMessage: '取消选择' },
    extract: { id: 'bag.extract', defaultMessage: '提取' },
    cancel: { id: 'bag.cancel', defaultMessage: '取消提取' },
    extracted: { id: 'bag.extracted', defaultMessage: '已开始提取，预计 5 分钟到 12 小时内到账' },
    cancelled: { id: 'bag.cancelled', defaultMessage: '已取消提取' },
    filters: { id: 'bag.filters', defaultMessage: '筛选' },
    bindTradeLink: { id: 'bag.bindTradeLink', defaultMessage: '去绑定交易链接' },
    empty: { id: 'bag.empty', defaultMessage: '背包还是空的，开个箱子装点饰品吧' },
    openCases: { id: 'bag.openCases', defaultMessage: '去开箱' },
  }),
  chosen: defineMessage<{ count: number; total: string }>({
    id: 'bag.chosen',
    defaultMessage: '已选 {count} 件，共 {total}',
  }),
  sellChosen: defineMessage<{ count: number }>({
    id: 'bag.sellChosen',
    defaultMessage: '出售所选 ({count})',
  }),
  sellAll: defineMessage<{ total: string }>({
    id: 'bag.sellAll',
    defaultMessage: '全部出售 ({total})',
  }),
  confirmSellAll: defineMessage<{ total: string }>({
    id: 'bag.confirmSellAll',
    defaultMessage: '确认出售背包里的全部饰品，共 {total}？出售后不能撤回。',
  }),
  confirmSell: defineMessage<{ count: number; total: string }>({
    id: 'bag.confirmSell',
    defaultMessage: '确认出售 {count} 件饰品，共 {total}？出售后不能撤回。',
  }),
  confirmExtract: defineMessage<{ count: number }>({
    id: 'bag.confirmExtract',
    defaultMessage: '确认提取 {count} 件饰品到交易链接？预计 5 分钟到 12 小时内到账。',
  }),
  confirmCancel: defineMessage<{ count: number }>({
    id: 'bag.confirmCancel',
    defaultMessage: '确认取消提取 {count} 件饰品？饰品将回到背包。',
  }),
  sold: defineMessage<{ credited: string }>({
    id: 'bag.sold',
    defaultMessage: '出售成功，获得 {credited}',
  }),
};
