import { defineMessage, defineMessages } from 'react-intl';

export const homeMessages = {
  ...defineMessages({
    heading: { id: 'home.heading', defaultMessage: 'CS2 开箱' },
    banners: { id: 'home.banners', defaultMessage: '活动' },
    boxes: { id: 'home.boxes', defaultMessage: '箱子' },
    categoryEntry: { id: 'home.category.entry', defaultMessage: '入门箱' },
    categoryClassic: { id: 'home.category.classic', defaultMessage: '经典箱' },
    categoryPremium: { id: 'home.category.premium', defaultMessage: '高级箱' },
    categoryLegend: { id: 'home.category.legend', defaultMessage: '传奇箱' },
    categoryOther: { id: 'home.category.other', defaultMessage: '其他' },
    liveDrops: { id: 'home.liveDrops', defaultMessage: '实时掉落' },
    statistics: { id: 'home.statistics', defaultMessage: '平台数据' },
    userCount: { id: 'home.stat.users', defaultMessage: '注册用户' },
    boxOpenCount: { id: 'home.stat.opens', defaultMessage: '开箱次数' },
    battleCount: { id: 'home.stat.battles', defaultMessage: '对战场次' },
    onlineCount: { id: 'home.stat.online', defaultMessage: '在线人数' },
    noDrops: { id: 'home.liveDrops.empty', defaultMessage: '还没有人开箱' },
    fairness: { id: 'home.fairness', defaultMessage: '公平性验证' },
  }),
  liveDropLine: defineMessage<{ nickName: string; boxName: string }>({
    id: 'home.liveDrop.line',
    defaultMessage: '{nickName} 从 {boxName} 开出',
  }),
};
