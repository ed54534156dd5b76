import type { ModuleName } from '@skinbox/api';
import type { ComponentType } from 'react';
import { defineMessage, type MessageDescriptor } from 'react-intl';
import type { Layout } from '../layout/device';
import { helpPagesOf } from '../screens/help/pages';
import { battlePagesOf } from '../screens/battle/pages';
import { Home } from '../screens/home/Home';
import type { SiteLayout } from './layoutContext';
import { SCREEN_PATHS, type ScreenPaths } from './screenPaths';

/**
 * One screen of the site. Everything the site knows about a screen is written here once, its
 * paths in screenPaths.ts (plain data the build's plugins import): the route trees, the guard's
 * lists, the chromeless list, the menus, the page titles, the route chunk preloading
 * (preloadRouteChunks.ts) and `useHref` are derived from it.
 */
export interface ScreenDeclaration extends ScreenPaths {
  /**
   * The screen, loaded the first time its route shows: each screen is a chunk of its own, so the
   * first page loads only what it shows. It imports the screen's LAZY_SCREEN_MODULES entry
   * (screenPaths.ts, manifest.test.ts).
   */
  load?: () => Promise<ComponentType>;
  /** A screen in the entry chunk instead (the home, the page most visits open first). */
  component?: ComponentType;
  /** Route name for the page title; none shows the site title alone. */
  title?: MessageDescriptor;
  /** Layouts in which the page needs a stored token (SPEC section 2, route guard). */
  login?: readonly Layout[];
  /** Layouts in which the page opens only when reserveStatus is 1 (battle pages). */
  battle?: readonly Layout[];
  /** Layouts in which header and footer are hidden. */
  chromeless?: readonly Layout[];
  /**
   * The module switch (SPEC section 6): while it is off the menus leave the screen out and its
   * address goes home (routes.tsx puts the screen behind ModuleGate).
   */
  module?: ModuleName;
  /** A group of pages: the group's path goes to the first; each has its own title and switch. */
  pages?: (
    layout: Layout,
  ) => readonly { path: string; title: MessageDescriptor; module?: ModuleName }[];
}

// The user centre's pages need a token on desktop too: a visitor gets the sign-in overlay over
// the page they came from instead of an empty centre (issue 14).
type ScreenId = keyof typeof SCREEN_PATHS;

export const SCREENS = {
  home: {
    component: Home,
    title: defineMessage({ id: 'route.home', defaultMessage: '首页' }),
  },
  // SPEC section 6 lists no Crash module switch, so crash shows on every platform.
  crash: {
    load: () => import('../screens/crash/Crash').then((m) => m.Crash),
    title: defineMessage({ id: 'route.crash', defaultMessage: '火箭冲天' }),
  },
  openbox: {
    load: () => import('../screens/openbox/OpenBox').then((m) => m.OpenBox),
    title: defineMessage({ id: 'route.openbox', defaultMessage: '开箱' }),
    module: 'BlindBox',
  },
  bag: {
    load: () => import('../screens/bag/Bag').then((m) => m.Bag),
    title: defineMessage({ id: 'route.myBag', defaultMessage: '我的背包' }),
    login: ['m', 'p'],
    module: 'Rucksack',
  },
  record: {
    load: () => import('../screens/record/Record').then((m) => m.Record),
    title: defineMessage({ id: 'route.myRecord', defaultMessage: '个人明细' }),
    login: ['m', 'p'],
  },
  recharge: {
    load: () => import('../screens/recharge/Recharge').then((m) => m.Recharge),
    title: defineMessage({ id: 'route.recharge', defaultMessage: '充值' }),
    login: ['m'],
    module: 'Recharge',
  },
  mall: {
    load: () => import('../screens/mall/Mall').then((m) => m.Mall),
    title: defineMessage({ id: 'route.mall', defaultMessage: '商城' }),
    module: 'Mall',
  },
  fairness: {
    load: () => import('../screens/fairness/Fairness').then((m) => m.Fairness),
    title: defineMessage({ id: 'route.fairness', defaultMessage: '公平性验证' }),
  },
  help: {
    load: () => import('../screens/help/Help').then((m) => m.Help),
    pages: (layout) =>
      helpPagesOf(layout).map(({ path, title, module }) => ({ path, title, module })),
  },
  sign: {
    load: () => import('../screens/sign/SignIn').then((m) => m.SignIn),
    title: defineMessage({ id: 'route.login', defaultMessage: '登录' }),
  },
  register: {
    load: () => import('../screens/register/Register').then((m) => m.Register),
    title: defineMessage({ id: 'route.register', defaultMessage: '注册' }),
  },
  forgetPW: {
    load: () => import('../screens/forget-password/ForgetPassword').then((m) => m.ForgetPassword),
    title: defineMessage({ id: 'route.forgetPW', defaultMessage: '找回密码' }),
  },
  personal: {
    load: () => import('../screens/personal/Personal').then((m) => m.Personal),
    title: defineMessage({ id: 'route.userCenter', defaultMessage: '个人中心' }),
    login: ['m', 'p'],
  },
  personalInfo: {
    load: () => import('../screens/personal-info/PersonalInfo').then((m) => m.PersonalInfo),
    title: defineMessage({ id: 'route.userInfo', defaultMessage: '个人信息' }),
  },
  personalEdit: {
    load: () => import('../screens/personal-edit/PersonalEdit').then((m) => m.PersonalEdit),
    title: defineMessage({ id: 'route.personalEdit', defaultMessage: '编辑资料' }),
  },
  personalHead: {
    load: () => import('../screens/personal-head/PersonalHead').then((m) => m.PersonalHead),
    title: defineMessage({ id: 'route.personalHead', defaultMessage: '头像与头像框' }),
  },
  information: {
    load: () => import('../screens/information/Information').then((m) => m.Information),
    title: defineMessage({ id: 'route.message', defaultMessage: '站内信' }),
    login: ['m', 'p'],
  },
  informationDetail: {
    load: () => import('../screens/information/InformationDetail').then((m) => m.InformationDetail),
    title: defineMessage({ id: 'route.messageDetail', defaultMessage: '消息详情' }),
    login: ['m', 'p'],
  },
  vip: {
    load: () => import('../screens/vip/Vip').then((m) => m.Vip),
    title: defineMessage({ id: 'route.vip', defaultMessage: 'VIP' }),
    login: ['m', 'p'],
  },
  download: {
    load: () => import('../screens/download/Download').then((m) => m.Download),
    title: defineMessage({ id: 'route.download', defaultMessage: 'APP下载' }),
    module: 'AppDownload',
  },
  replacement: {
    load: () => import('../screens/replacement/Replacement').then((m) => m.Replacement),
    title: defineMessage({ id: 'route.replacement', defaultMessage: '饰品置换' }),
    login: ['m', 'p'],
  },
  contract: {
    load: () => import('../screens/contract/Contract').then((m) => m.Contract),
    title: defineMessage({ id: 'route.contract', defaultMessage: '汰换合约' }),
    login: ['m', 'p'],
    module: 'Contract',
  },
  refining: {
    load: () => import('../screens/refining/Refining').then((m) => m.Refining),
    title: defineMessage({ id: 'route.refining', defaultMessage: '熔炼' }),
  },
  ammonbox: {
    load: () => import('../screens/ammonbox/AmmonBox').then((m) => m.AmmonBox),
    title: defineMessage({ id: 'route.ammonbox', defaultMessage: '弹药盲盒' }),
    module: 'AmmonBox',
  },
  roll: {
    load: () => import('../screens/roll/RollList').then((m) => m.RollList),
    title: defineMessage({ id: 'route.roll', defaultMessage: 'ROLL房' }),
    module: 'Roll',
  },
  rollDetail: {
    load: () => import('../screens/roll/RollDetail').then((m) => m.RollDetail),
    title: defineMessage({ id: 'route.rollDetail', defaultMessage: 'ROLL房详情' }),
    login: ['m', 'p'],
    module: 'Roll',
  },
  lucky: {
    load: () => import('../screens/lucky/Lucky').then((m) => m.Lucky),
    title: defineMessage({ id: 'route.lucky', defaultMessage: '幸运饰品' }),
    module: 'Lucky',
  },
  luckyDetails: {
    load: () => import('../screens/lucky/LuckyDetails').then((m) => m.LuckyDetails),
    title: defineMessage({ id: 'route.luckyDetails', defaultMessage: '幸运饰品详情' }),
    module: 'Lucky',
  },
  grade: {
    load: () => import('../screens/grade/Grade').then((m) => m.Grade),
    title: defineMessage({ id: 'route.grade', defaultMessage: '福利箱' }),
    module: 'Grade',
  },
  timebox: {
    load: () => import('../screens/timebox/Timebox').then((m) => m.Timebox),
    title: defineMessage({ id: 'route.timebox', defaultMessage: '定时宝箱' }),
    module: 'Timing',
  },
  // SPEC's transfor, read as the lucky turntable (GAMES.md section 8).
  transfor: {
    load: () => import('../screens/transfor/Transfor').then((m) => m.Transfor),
    title: defineMessage({ id: 'route.transfor', defaultMessage: '幸运转盘' }),
  },
  // Visitors see the packets and are asked to sign in to receive one.
  redpacket: {
    load: () => import('../screens/redpackets/RedPackets').then((m) => m.RedPackets),
    title: defineMessage({ id: 'route.redPacket', defaultMessage: '红包领取' }),
  },
  task: {
    load: () => import('../screens/task/Task').then((m) => m.Task),
    title: defineMessage({ id: 'route.task', defaultMessage: '任务中心' }),
  },
  // The festival activities (ActivityConfig): /newyear, and /activity without header and footer.
  newyear: {
    load: () => import('../screens/newyear/NewYear').then((m) => m.NewYear),
    title: defineMessage({ id: 'route.newyear', defaultMessage: '新春活动' }),
  },
  // The side menu's "groups" and "customer service": the site-wide group chat and the support inbox (the chat widget's pointer when VITE_CHAT_SCRIPT is set). Visitors read the
  // chat and are asked to sign in to post or write.
  chat: {
    load: () => import('../screens/chat/Chat').then((m) => m.Chat),
    title: defineMessage({ id: 'route.chat', defaultMessage: '官方群聊' }),
    module: 'GroupChat',
  },
  service: {
    load: () => import('../screens/service/Service').then((m) => m.Service),
    title: defineMessage({ id: 'route.service', defaultMessage: '在线客服' }),
    module: 'Service',
  },
  // The daily prize board: a tab of rank, and this page for players the battle pages are closed to.
  dailyRank: {
    load: () => import('../screens/ranking/DailyRank').then((m) => m.DailyRank),
    title: defineMessage({ id: 'route.dailyRank', defaultMessage: '每日流水榜' }),
  },
  signin: {
    load: () => import('../screens/signin/Signin').then((m) => m.Signin),
    title: defineMessage({ id: 'route.signin', defaultMessage: '每日签到' }),
    login: ['p'],
  },
  stickers: {
    load: () => import('../screens/stickers/Stickers').then((m) => m.Stickers),
    title: defineMessage({ id: 'route.stickers', defaultMessage: '贴纸图鉴' }),
    login: ['p'],
  },
  // Box battles (SPEC section 2). Battle pages need reserveStatus 1 on both layouts: SPEC's guard
  // lists the mobile ones, and desktop's twins are closed the same way (issue 30), so a player
  // without access is not let in by switching layout; the group's gate covers its pages (guard.ts). SPEC's /m/battleHistory names no
  // route of its lists: the history is the group's /m/battle/battleHistory, open to visitors as on
  // desktop, and the player's own history asks a visitor to sign in.
  battle: {
    load: () => import('../screens/battle/Battle').then((m) => m.Battle),
    battle: ['m', 'p'],
    module: 'Battle',
    pages: (layout) => battlePagesOf(layout).map(({ path, title }) => ({ path, title })),
  },
  createbattle: {
    load: () => import('../screens/battle-create/CreateBattle').then((m) => m.CreateBattle),
    title: defineMessage({ id: 'route.createBattle', defaultMessage: '创建对战' }),
    login: ['m', 'p'],
    battle: ['m', 'p'],
    chromeless: ['m'],
    module: 'Battle',
  },
  activity: {
    load: () => import('../screens/activity/Activity').then((m) => m.Activity),
    title: defineMessage({ id: 'route.activity', defaultMessage: '节日活动' }),
    chromeless: ['m', 'p'],
  },
  // SPEC's /m/reserve is without header and footer.
  reserve: {
    load: () => import('../screens/reserve/Reserve').then((m) => m.Reserve),
    title: defineMessage({ id: 'route.reserve', defaultMessage: '活动预约' }),
    chromeless: ['m'],
  },
  battleBoxDetails: {
    load: () => import('../screens/battle-boxes/BattleBoxes').then((m) => m.BattleBoxDetails),
    title: defineMessage({ id: 'route.battleBoxDetails', defaultMessage: '对战箱子详情' }),
    login: ['m'],
    battle: ['m', 'p'],
    module: 'Battle',
  },
  rank: {
    load: () => import('../screens/battle-rank/BattleRank').then((m) => m.BattleRank),
    title: defineMessage({ id: 'route.battleRank', defaultMessage: '对战排行' }),
    battle: ['m', 'p'],
    module: 'BattleRank',
  },
  battleDetail: {
    load: () => import('../screens/battle-detail/BattleDetail').then((m) => m.BattleDetail),
    title: defineMessage({ id: 'route.battleDetail', defaultMessage: '对战详情' }),
    login: ['m'],
    battle: ['m', 'p'],
    module: 'Battle',
  },
  battleBoxIntro: {
    load: () => import('../screens/battle-boxes/BattleBoxes').then((m) => m.BattleBoxIntro),
    title: defineMessage({ id: 'route.battleBoxIntro', defaultMessage: '对战箱子' }),
    module: 'Battle',
  },
  battleverify: {
    load: () => import('../screens/battle-verify/BattleVerify').then((m) => m.BattleVerify),
    title: defineMessage({ id: 'route.battleVerify', defaultMessage: '公平性验证' }),
    module: 'Battle',
  },
  // Referral (GAMES.md section 7).
  spread: {
    load: () => import('../screens/spread/Spread').then((m) => m.Spread),
    title: defineMessage({ id: 'route.spread', defaultMessage: '推广中心' }),
    login: ['m'],
    module: 'Spread',
  },
  spreadUser: {
    load: () => import('../screens/spread/SpreadUsers').then((m) => m.SpreadUsers),
    title: defineMessage({ id: 'route.spreadUser', defaultMessage: '我的推广' }),
    login: ['p'],
    module: 'Spread',
  },
  spreadUserDetail: {
    load: () => import('../screens/spread/SpreadUserDetail').then((m) => m.SpreadUserDetail),
    title: defineMessage({ id: 'route.spreadUserDetail', defaultMessage: '推广详情' }),
    login: ['p'],
    module: 'Spread',
  },
  rule: {
    load: () => import('../screens/spread/Rule').then((m) => m.Rule),
    title: defineMessage({ id: 'route.rule', defaultMessage: '推广规则' }),
    module: 'Spread',
  },
  // Responsible gaming (issue 19, beyond SPEC): an account page, in the user centre on desktop.
  limits: {
    load: () => import('../screens/limits/Limits').then((m) => m.Limits),
    title: defineMessage({ id: 'route.limits', defaultMessage: '健康游戏' }),
    login: ['p'],
  },
  // SPEC's /p/icon, read as the avatar and frame gallery (GAMES.md section 8).
  icon: {
    load: () => import('../screens/icon/Icon').then((m) => m.Icon),
    title: defineMessage({ id: 'route.icon', defaultMessage: '头像馆' }),
  },
} satisfies Record<ScreenId, Omit<ScreenDeclaration, keyof ScreenPaths>>;

declare module './layoutContext' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the ids of SCREENS
  interface ScreenIds extends Record<keyof typeof SCREENS, true> {}
}

const declarations = (Object.keys(SCREENS) as ScreenId[]).map(
  (id): [ScreenId, ScreenDeclaration] => [id, { ...SCREEN_PATHS[id], ...SCREENS[id] }],
);

/** The screen's path under its layout's prefix ('bag', 'me/bag'), or undefined. */
export function screenPath(screen: ScreenId, layout: Layout): string | undefined {
  return (SCREEN_PATHS[screen] as ScreenPaths)[layout];
}

/** The screen's address in a layout (/m/bag, /p/me/bag), or undefined when it has none there. */
export function screenHref(screen: ScreenId, layout: Layout): string | undefined {
  const path = screenPath(screen, layout);
  return path === undefined ? undefined : `/${layout}/${path}`;
}

/** The screen's address in a layout; for screens every layout has (home, sign). */
export function requireHref(screen: ScreenId, layout: Layout): string {
  const href = screenHref(screen, layout);
  if (href === undefined) throw new Error(`The ${layout} layout has no ${screen} screen.`);
  return href;
}

/** The addresses, in both layouts, of the screens a flag names for that layout. */
export function addressesWhere(flag: 'login' | 'battle' | 'chromeless'): string[] {
  return declarations.flatMap(([id, screen]) =>
    (screen[flag] ?? []).flatMap((layout) => screenHref(id, layout) ?? []),
  );
}

/** SPEC section 2 "Route guard": the addresses that need a stored token. */
export const LOGIN_REQUIRED_PATHS: readonly string[] = addressesWhere('login');

/** The battle pages: they open only when reserveStatus is 1 (SPEC sections 2 and 9, issue 30). */
export const BATTLE_PATHS: readonly string[] = addressesWhere('battle');

/** Every screen with its declaration, in manifest order. */
export function screenDeclarations(): readonly [ScreenId, ScreenDeclaration][] {
  return declarations;
}

/** What each layout shell tells its screens (LayoutContext). */
export const SITE_LAYOUTS: Record<Layout, SiteLayout> = {
  m: { layout: 'm', hrefOf: (screen) => screenHref(screen, 'm') },
  p: { layout: 'p', hrefOf: (screen) => screenHref(screen, 'p') },
};
