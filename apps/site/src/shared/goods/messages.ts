import type { BagSort, Exterior, MallSort, QualityGrade } from '@skinbox/api';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const qualityMessages: Record<QualityGrade, MessageDescriptor> = defineMessages({
  consumer: { id: 'goods.quality.consumer', defaultMessage: '消费级' },
  industrial: { id: 'goods.quality.industrial', defaultMessage: '工业级' },
  milSpec: { id: 'goods.quality.milSpec', defaultMessage: '军规级' },
  restricted: { id: 'goods.quality.restricted', defaultMessage: '受限' },
  classified: { id: 'goods.quality.classified', defaultMessage: '保密' },
  covert: { id: 'goods.quality.covert', defaultMessage: '隐秘' },
  contraband: { id: 'goods.quality.contraband', defaultMessage: '违禁' },
  agentDistinguished: { id: 'goods.quality.agentDistinguished', defaultMessage: '高级探员' },
  agentExceptional: { id: 'goods.quality.agentExceptional', defaultMessage: '卓越探员' },
  agentSuperior: { id: 'goods.quality.agentSuperior', defaultMessage: '非凡探员' },
  agentMaster: { id: 'goods.quality.agentMaster', defaultMessage: '大师探员' },
});

export const exteriorMessages: Record<Exterior, MessageDescriptor> = defineMessages({
  factoryNew: { id: 'goods.exterior.factoryNew', defaultMessage: '崭新出厂' },
  minimalWear: { id: 'goods.exterior.minimalWear', defaultMessage: '略有磨损' },
  fieldTested: { id: 'goods.exterior.fieldTested', defaultMessage: '久经沙场' },
  wellWorn: { id: 'goods.exterior.wellWorn', defaultMessage: '破损不堪' },
  battleScarred: { id: 'goods.exterior.battleScarred', defaultMessage: '战痕累累' },
});

export const goodsMessages = defineMessages({
  all: { id: 'goods.filter.all', defaultMessage: '全部' },
  minPrice: { id: 'goods.filter.minPrice', defaultMessage: '最低价格' },
  maxPrice: { id: 'goods.filter.maxPrice', defaultMessage: '最高价格' },
  quality: { id: 'goods.filter.quality', defaultMessage: '品质' },
  exterior: { id: 'goods.filter.exterior', defaultMessage: '外观' },
  signInFirst: { id: 'goods.signInFirst', defaultMessage: '请先登录' },
  signIn: { id: 'goods.signIn', defaultMessage: '登录' },
  loading: { id: 'goods.loading', defaultMessage: '加载中…' },
  noMatch: { id: 'goods.noMatch', defaultMessage: '没有符合条件的饰品' },
});

/** A goods tile's chance to drop from its box (GoodsOddsGrid.tsx). */
export const goodsOddsMessage = defineMessage<{ probability: string }>({
  id: 'goods.odds',
  defaultMessage: '概率 {probability}%',
});

/** A goods listing's name search and order (GoodsSearchFields.tsx). */
export const goodsSearchMessages = defineMessages({
  label: { id: 'goods.search.label', defaultMessage: '按饰品名称搜索' },
  placeholder: { id: 'goods.search.placeholder', defaultMessage: '搜索饰品' },
  sort: { id: 'goods.sort.label', defaultMessage: '排序' },
});

export const sortMessages: Record<BagSort | MallSort, MessageDescriptor> = defineMessages({
  newest: { id: 'goods.sort.newest', defaultMessage: '最新获得' },
  priceDesc: { id: 'goods.sort.priceDesc', defaultMessage: '价格从高到低' },
  priceAsc: { id: 'goods.sort.priceAsc', defaultMessage: '价格从低到高' },
});
