import { defineMessages } from 'react-intl';

/** Texts of the chrome: header, menus, tab bar, footer and the app-wide views (the side menu's: sideMenuMessages). */
export const chromeMessages = defineMessages({
  signIn: { id: 'chrome.signIn', defaultMessage: '登录' },
  register: { id: 'chrome.register', defaultMessage: '注册' },
  balance: { id: 'chrome.balance', defaultMessage: '余额' },
  openMenu: { id: 'chrome.openMenu', defaultMessage: '打开菜单' },
  mainNav: { id: 'chrome.mainNav', defaultMessage: '主导航' },
  language: { id: 'chrome.language', defaultMessage: '语言' },
  chooseLanguage: { id: 'chrome.chooseLanguage', defaultMessage: '选择语言' },
  myAccount: { id: 'chrome.myAccount', defaultMessage: '个人中心' },
  home: { id: 'chrome.home', defaultMessage: '首页' },
  vip: { id: 'chrome.vip', defaultMessage: '会员体系' },
  mall: { id: 'chrome.mall', defaultMessage: '金币商城' },
  help: { id: 'chrome.help', defaultMessage: '帮助中心' },
  recharge: { id: 'chrome.recharge', defaultMessage: '充值中心' },
  bag: { id: 'chrome.bag', defaultMessage: '背包' },
  messages: { id: 'chrome.messages', defaultMessage: '站内信' },
  record: { id: 'chrome.record', defaultMessage: '个人明细' },
  fairness: { id: 'chrome.fairness', defaultMessage: '公平性验证' },
  download: { id: 'chrome.download', defaultMessage: 'APP下载' },
  tabHome: { id: 'chrome.tab.home', defaultMessage: '首页' },
  tabMall: { id: 'chrome.tab.mall', defaultMessage: '商城' },
  tabRecharge: { id: 'chrome.tab.recharge', defaultMessage: '充值' },
  tabBag: { id: 'chrome.tab.bag', defaultMessage: '背包' },
  tabMine: { id: 'chrome.tab.mine', defaultMessage: '我的' },
  deposit: { id: 'chrome.deposit', defaultMessage: '充值' },
  noDrops: { id: 'chrome.noDrops', defaultMessage: '还没有人开箱，来开第一个吧' },
  footer: {
    id: 'chrome.footer',
    defaultMessage: '仅限年满18岁的用户参与。虚拟物品不可在本站转售。',
  },
});

/** Language names, each in its own language, as a switcher shows them. */
export const LANGUAGE_NAMES = {
  zh: '简体中文',
  en: 'English',
  vi: 'Tiếng Việt',
  ko: '한국어',
  tw: '繁體中文',
} as const;
