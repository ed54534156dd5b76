import { defineMessages } from 'react-intl';

/** Translated route names, for page titles (SPEC section 2 catalogue labels). */
export const routeMessages = defineMessages({
  crash: { id: 'route.crash', defaultMessage: '火箭冲天' },
  openbox: { id: 'route.openbox', defaultMessage: '开箱' },
  myBag: { id: 'route.myBag', defaultMessage: '我的背包' },
  myRecord: { id: 'route.myRecord', defaultMessage: '个人明细' },
  recharge: { id: 'route.recharge', defaultMessage: '充值' },
  mall: { id: 'route.mall', defaultMessage: '商城' },
  fairness: { id: 'route.fairness', defaultMessage: '公平性验证' },
  privacy: { id: 'route.privacy', defaultMessage: '隐私政策' },
  regulations: { id: 'route.regulations', defaultMessage: '用户协议' },
  compliance: { id: 'route.compliance', defaultMessage: '合规声明' },
  fandubo: { id: 'route.fandubo', defaultMessage: '反赌博公告' },
  notarized: { id: 'route.notarized', defaultMessage: '公证声明' },
  contact: { id: 'route.contact', defaultMessage: '联系我们' },
  problem: { id: 'route.problem', defaultMessage: '常见问题' },
  relevant: { id: 'route.relevant', defaultMessage: '相关说明' },
  fangchengmi: { id: 'route.fangchengmi', defaultMessage: '防沉迷提示' },
  login: { id: 'route.login', defaultMessage: '登录' },
  register: { id: 'route.register', defaultMessage: '注册' },
  forgetPW: { id: 'route.forgetPW', defaultMessage: '找回密码' },
  userCenter: { id: 'route.userCenter', defaultMessage: '个人中心' },
  userInfo: { id: 'route.userInfo', defaultMessage: '个人信息' },
  personalEdit: { id: 'route.personalEdit', defaultMessage: '编辑资料' },
  personalHead: { id: 'route.personalHead', defaultMessage: '头像与头像框' },
  message: { id: 'route.message', defaultMessage: '站内信' },
  messageDetail: { id: 'route.messageDetail', defaultMessage: '消息详情' },
  vip: { id: 'route.vip', defaultMessage: 'VIP' },
  download: { id: 'route.download', defaultMessage: 'APP下载' },
  replacement: { id: 'route.replacement', defaultMessage: '饰品置换' },
  contract: { id: 'route.contract', defaultMessage: '汰换合约' },
  refining: { id: 'route.refining', defaultMessage: '熔炼' },
  ammonbox: { id: 'route.ammonbox', defaultMessage: '弹药盲盒' },
  grade: { id: 'route.grade', defaultMessage: '福利箱' },
  timebox: { id: 'route.timebox', defaultMessage: '定时宝箱' },
  transfor: { id: 'route.transfor', defaultMessage: '幸运转盘' },
  dailyRank: { id: 'route.dailyRank', defaultMessage: '每日流水榜' },
  signin: { id: 'route.signin', defaultMessage: '每日签到' },
  stickers: { id: 'route.stickers', defaultMessage: '贴纸图鉴' },
  battle: { id: 'route.battle', defaultMessage: '对战' },
  battleHistory: { id: 'route.battleHistory', defaultMessage: '对战记录' },
  myBattleHistory: { id: 'route.myBattleHistory', defaultMessage: '我的对战' },
  battleHelp: { id: 'route.battleHelp', defaultMessage: '对战说明' },
  createBattle: { id: 'route.createBattle', defaultMessage: '创建对战' },
  battleDetail: { id: 'route.battleDetail', defaultMessage: '对战详情' },
  battleRank: { id: 'route.battleRank', defaultMessage: '对战排行' },
  battleBoxIntro: { id: 'route.battleBoxIntro', defaultMessage: '对战箱子' },
  battleBoxDetails: { id: 'route.battleBoxDetails', defaultMessage: '对战箱子详情' },
  battleVerify: { id: 'route.battleVerify', defaultMessage: '公平性验证' },
});

// The titles of the screens with messages modules of their own live here too, re-exported by
// those modules: the menus and the manifest name every screen, and a screen's other messages
// then stay in its own chunk instead of the entry.

/** Page titles of the lucky screens (SPEC section 2 labels). */
export const luckyRouteMessages = defineMessages({
  lucky: { id: 'route.lucky', defaultMessage: '幸运饰品' },
  luckyDetails: { id: 'route.luckyDetails', defaultMessage: '幸运饰品详情' },
});

/** Page titles of the roll screens (SPEC section 2 labels). */
export const rollRouteMessages = defineMessages({
  roll: { id: 'route.roll', defaultMessage: 'ROLL房' },
  rollDetail: { id: 'route.rollDetail', defaultMessage: 'ROLL房详情' },
});

/** The referral pages' names, for page titles and menus. */
export const spreadRouteMessages = defineMessages({
  spread: { id: 'route.spread', defaultMessage: '推广中心' },
  spreadUser: { id: 'route.spreadUser', defaultMessage: '我的推广' },
  spreadUserDetail: { id: 'route.spreadUserDetail', defaultMessage: '推广详情' },
  rule: { id: 'route.rule', defaultMessage: '推广规则' },
});

export const limitsRouteMessages = defineMessages({
  limits: { id: 'route.limits', defaultMessage: '健康游戏' },
});

export const iconRouteMessages = defineMessages({
  icon: { id: 'route.icon', defaultMessage: '头像馆' },
});

/** The red-packet centre's route name (SPEC's side menu "red packet claim"). */
export const redPacketRouteMessages = defineMessages({
  redPacket: { id: 'route.redPacket', defaultMessage: '红包领取' },
});

export const taskRouteMessages = defineMessages({
  task: { id: 'route.task', defaultMessage: '任务中心' },
});

/** SPEC section 2's catalogue label festivalActivity: the route name of /activity. */
export const activityRouteMessages = defineMessages({
  activity: { id: 'route.activity', defaultMessage: '节日活动' },
});

export const newYearRouteMessages = defineMessages({
  newyear: { id: 'route.newyear', defaultMessage: '新春活动' },
});

/** The group chat's name, for its page title and the side menu's "groups" entry. */
export const chatRouteMessages = defineMessages({
  chat: { id: 'route.chat', defaultMessage: '官方群聊' },
});

/** Customer service's name, for its page title and the side menu's entry. */
export const serviceRouteMessages = defineMessages({
  service: { id: 'route.service', defaultMessage: '在线客服' },
});

/** The reservation page's name, for its title. */
export const reserveRouteMessages = defineMessages({
  reserve: { id: 'route.reserve', defaultMessage: '活动预约' },
});
