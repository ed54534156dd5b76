import { defineMessage, defineMessages } from 'react-intl';

export const refiningMessages = {
  ...defineMessages({
    heading: { id: 'refining.heading', defaultMessage: '饰品熔炼' },
    chooseTitle: { id: 'refining.chooseTitle', defaultMessage: '选择要熔炼的饰品' },
    refine: { id: 'refining.refine', defaultMessage: '熔炼' },
    clear: { id: 'refining.clear', defaultMessage: '清空' },
    selectPage: { id: 'refining.selectPage', defaultMessage: '全选本页' },
    ammoBoxes: { id: 'refining.ammoBoxes', defaultMessage: '去开弹药盲盒' },
    ammoLedger: { id: 'refining.ammoLedger', defaultMessage: '弹药明细' },
    emptyBag: { id: 'refining.emptyBag', defaultMessage: '背包中没有可熔炼的饰品' },
  }),
  rules: defineMessage<{ rate: string }>({
    id: 'refining.rules',
    defaultMessage: '熔炼会消耗饰品，按饰品价值 × {rate} 获得弹药。弹药可开启弹药盲盒。',
  }),
  balance: defineMessage<{ ammo: string }>({
    id: 'refining.balance',
    defaultMessage: '弹药 {ammo}',
  }),
  chosen: defineMessage<{ count: number; total: string; ammo: string }>({
    id: 'refining.chosen',
    defaultMessage: '已选 {count} 件，价值 {total}，可得弹药 {ammo}',
  }),
  yield: defineMessage<{ ammo: string }>({
    id: 'refining.yield',
    defaultMessage: '可得弹药 {ammo}',
  }),
  confirm: defineMessage<{ count: number; ammo: string }>({
    id: 'refining.confirm',
    defaultMessage: '熔炼 {count} 件饰品，获得 {ammo} 弹药？熔炼后饰品不能找回。',
  }),
  done: defineMessage<{ ammo: string; balance: string }>({
    id: 'refining.done',
    defaultMessage: '熔炼成功，获得 {ammo} 弹药，当前弹药 {balance}',
  }),
};
