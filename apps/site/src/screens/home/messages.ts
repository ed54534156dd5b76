import { defineMessage, defineMessages } from 'react-intl';

export const homeMessages = {
  ...defineMessages({
    heading: { id: 'home.heading', defaultMessage: 'CS2 开箱' },
    categoryEntry: { id: 'home.category.entry', defaultMessage: '入门箱' },
    categoryClassic: { id: 'home.category.classic', defaultMessage: '经典箱' },
    categoryPremium: { id: 'home.category.premium', defaultMessage: '高级箱' },
    categoryLegend: { id: 'home.category.legend', defaultMessage: '传奇箱' },
    categoryOther: { id: 'home.category.other', defaultMessage: '其他' },
    statistics: { id: 'home.statistics', defaultMessage: '平台数据' },
    userCount: { id: 'home.stat.users', defaultMessage: '注册用户' },
    boxOpenCount: { id: 'home.stat.opens', defaultMessage: '开箱次数' },
    battleCount: { id: 'home.stat.battles', defaultMessage: '对战场次' },
    onlineCount: { id: 'home.stat.online', defaultMessage: '在线人数' },
    fairness: { id: 'home.fairness', defaultMessage: '公平性验证' },
    tagline: {
      id: 'home.tagline',
      defaultMessage: '真实 CS2 饰品，每一次开箱都可验证，开出即可出售或提取',
    },
    openNow: { id: 'home.openNow', defaultMessage: '立即开箱' },
    signUp: { id: 'home.signUp', defaultMessage: '注册领红包' },
    featured: { id: 'home.featured', defaultMessage: '精选箱子' },
    hot: { id: 'home.hot', defaultMessage: '正在热开' },
    hotBadge: { id: 'home.hotBadge', defaultMessage: '热门' },
    slides: { id: 'home.slides', defaultMessage: '活动轮播' },
  }),
  slide: defineMessage<{ index: number; count: number }>({
    id: 'home.slide',
    defaultMessage: '第 {index} 张，共 {count} 张',
  }),
  recentOpens: defineMessage<{ count: number }>({
    id: 'home.recentOpens',
    defaultMessage: '最近开出 {count} 次',
  }),
};
