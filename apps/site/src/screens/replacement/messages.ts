import { defineMessage, defineMessages } from 'react-intl';

export const replacementMessages = {
  ...defineMessages({
    heading: { id: 'replacement.heading', defaultMessage: '饰品置换' },
    rules: {
      id: 'replacement.rules',
      defaultMessage:
        '选择3至9件总价值超过40金币的饰品，换取一件置换价不高于其价值5%的目标饰品；差额以福袋金币返还。',
    },
    offerTitle: { id: 'replacement.offerTitle', defaultMessage: '① 选择要置换的饰品' },
    targetTitle: { id: 'replacement.targetTitle', defaultMessage: '② 选择目标饰品' },
    estimate: { id: 'replacement.estimate', defaultMessage: '期望价值' },
    estimateHint: {
      id: 'replacement.estimateHint',
      defaultMessage: '留空则按所选饰品价值；不可高于它，也不可低于它的一半',
    },
    search: { id: 'replacement.search', defaultMessage: '搜索目标' },
    keyword: { id: 'replacement.keyword', defaultMessage: '饰品名称' },
    replace: { id: 'replacement.replace', defaultMessage: '确认置换' },
    clear: { id: 'replacement.clear', defaultMessage: '清空' },
    chooseFirst: {
      id: 'replacement.chooseFirst',
      defaultMessage: '先选择3至9件总价值超过40金币的饰品，再查看可置换的目标',
    },
    noTargets: {
      id: 'replacement.noTargets',
      defaultMessage: '没有符合条件的目标饰品，可调低期望价值',
    },
    emptyBag: { id: 'replacement.emptyBag', defaultMessage: '背包中没有可置换的饰品' },
  }),
  chosen: defineMessage<{ count: number; max: number; total: string }>({
    id: 'replacement.chosen',
    defaultMessage: '已选 {count}/{max} 件，价值 {total}',
  }),
  range: defineMessage<{ min: string; max: string }>({
    id: 'replacement.range',
    defaultMessage: '目标置换价 {min} – {max}',
  }),
  stock: defineMessage<{ stock: number }>({
    id: 'replacement.stock',
    defaultMessage: '库存 {stock}',
  }),
  value: defineMessage<{ value: string }>({
    id: 'replacement.value',
    defaultMessage: '回收价 {value}',
  }),
  luckyBag: defineMessage<{ amount: string }>({
    id: 'replacement.luckyBag',
    defaultMessage: '福袋返还 {amount}',
  }),
  confirm: defineMessage<{
    count: number;
    total: string;
    name: string;
    price: string;
    lucky: string;
  }>({
    id: 'replacement.confirm',
    defaultMessage:
      '用 {count} 件饰品（价值 {total}）置换 {name}（置换价 {price}）？福袋返还 {lucky}。所选饰品将被消耗，不能撤回。',
  }),
  done: defineMessage<{ name: string; lucky: string }>({
    id: 'replacement.done',
    defaultMessage: '置换成功：{name} 已放入背包，福袋返还 {lucky} 金币',
  }),
};
