import type { Exterior, QualityGrade } from '@skinbox/api';
import { defineMessages, type MessageDescriptor } from 'react-intl';

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
});
