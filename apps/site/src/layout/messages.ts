import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the chrome: header, menus, tab bar, footer and the app-wide views. */
export const chromeMessages = defineMessages({
  signIn: { id: 'chrome.signIn', defaultMessage: '登录' },
  register: { id: 'chrome.register', defaultMessage: '注册' },
  balance: { id: 'chrome.balance', defaultMessage: '余额' },
  openMenu: { id: 'chrome.openMenu', defaultMessage: '打开菜单' },
  menu: { id: 'chrome.menu', defaultMessage: '菜单' },
  mainNav: { id: 'chrome.mainNav', defaultMessage: '主导航' },
  language: { id: 'chrome.language', defaultMessage: '语言' },
  chooseLanguage: { id: 'chrome.chooseLanguage', defaultMessage: '选择语言' },
  sound: { id: 'chrome.sound', defaultMessage: '音效' },
  animation: { id: 'chrome.animation', defaultMessage: '动画' },
  menuGames: { id: 'chrome.menuGames', defaultMessage: '游戏' },
  menuRewards: { id: 'chrome.menuRewards', defaultMessage: '福利' },
  menuAccount: { id: 'chrome.menuAccount', defaultMessage: '账户' },
  menuSupport: { id: 'chrome.menuSupport', defaultMessage: '帮助与客服' },
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
  liveDrops: { id: 'chrome.liveDrops', defaultMessage: '实时掉落' },
  logout: { id: 'chrome.logout', defaultMessage: '退出登录' },
  groups: { id: 'chrome.groups', defaultMessage: '官方群' },
  service: { id: 'chrome.service', defaultMessage: '在线客服' },
  download: { id: 'chrome.download', defaultMessage: 'APP下载' },
  tabHome: { id: 'chrome.tab.home', defaultMessage: '首页' },
  tabMall: { id: 'chrome.tab.mall', defaultMessage: '商城' },
  tabRecharge: { id: 'chrome.tab.recharge', defaultMessage: '充值' },
  tabBag: { id: 'chrome.tab.bag', defaultMessage: '背包' },
  tabMine: { id: 'chrome.tab.mine', defaultMessage: '我的' },
  deposit: { id: 'chrome.deposit', defaultMessage: '充值' },
  points: { id: 'chrome.points', defaultMessage: '积分' },
  registerPacket: { id: 'chrome.registerPacket', defaultMessage: '领取注册红包' },
  guestTitle: { id: 'chrome.guestTitle', defaultMessage: '登录后即可开箱' },
  noDrops: { id: 'chrome.noDrops', defaultMessage: '还没有人开箱，来开第一个吧' },
  footer: {
    id: 'chrome.footer',
    defaultMessage: '仅限年满18岁的用户参与。虚拟物品不可在本站转售。',
  },
});

/** The player's VIP level as the side menu's badge shows it. */
export const vipLevelMessage = defineMessage<{ level: number }>({
  id: 'chrome.vipLevel',
  defaultMessage: 'VIP{level}',
});

/** Language names, each in its own language, as a switcher shows them. */
export const LANGUAGE_NAMES = {
  zh: '简体中文',
  en: 'English',
  vi: 'Tiếng Việt',
  ko: '한국어',
  tw: '繁體中文',
} as const;

/** A side menu entry's "claimable now" count, read to screen readers beside its name. */
export const claimableMessage = defineMessage<{ count: number }>({
  id: 'chrome.claimable',
  defaultMessage: '{count} 项可领取',
});
