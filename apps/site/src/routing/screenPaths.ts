/**
 * Where each screen of the site is: its path under /m and /p, and the file of a screen loaded
 * lazily. Plain data, without React: the build's plugins (preloadRouteChunks.ts,
 * firstScreenCatalogue.ts) import it, and the screen manifest (manifest.ts) declares everything
 * else about the same screens, key for key.
 */
export interface ScreenPaths {
  /** Its path under /m; none when the mobile layout has no such page. */
  m?: string;
  /** Its path under /p, 'me/…' inside the desktop user centre; none when desktop has no page. */
  p?: string;
}

export const SCREEN_PATHS = {
  // Paths are SPEC section 2's. Desktop keeps bag, record, personal, information and vip in the
  // user centre (/p/me); recharge has no desktop route in SPEC, the side menu's recharge centre
  // opens /p/recharge; personalInfo, personalEdit and personalHead are sections of /p/me/personal.
  home: { m: 'home', p: 'home' },
  crash: { m: 'crash', p: 'crash' },
  openbox: { m: 'openbox', p: 'openbox' },
  bag: { m: 'bag', p: 'me/bag' },
  record: { m: 'record', p: 'me/record' },
  recharge: { m: 'recharge', p: 'recharge' },
  mall: { m: 'mall', p: 'mall' },
  fairness: { m: 'fairness', p: 'fairness' },
  help: { m: 'help', p: 'me/help' },
  sign: { m: 'sign', p: 'sign' },
  register: { m: 'register', p: 'register' },
  forgetPW: { m: 'forgetPW', p: 'forgetPW' },
  personal: { m: 'personal', p: 'me/personal' },
  personalInfo: { m: 'personalInfo' },
  personalEdit: { m: 'personalEdit' },
  personalHead: { m: 'personalHead' },
  information: { m: 'information', p: 'me/information' },
  informationDetail: { m: 'informationDetail', p: 'me/informationDetail' },
  vip: { m: 'vip', p: 'me/vip' },
  download: { m: 'download', p: 'download' },
  replacement: { m: 'replacement', p: 'replacement' },
  // SPEC lists /p/contract and guards /m/contract: the contract view fits a phone, so both have it.
  contract: { m: 'contract', p: 'contract' },
  refining: { m: 'refining', p: 'refining' },
  // SPEC lists /m/ammonbox only; desktop refines into ammo too, so /p/ammonbox spends it there.
  ammonbox: { m: 'ammonbox', p: 'ammonbox' },
  roll: { m: 'roll', p: 'roll' },
  rollDetail: { m: 'roll_detail', p: 'roll_detail' },
  lucky: { m: 'lucky', p: 'lucky' },
  luckyDetails: { m: 'luckyDetails', p: 'luckyDetails' },
  grade: { m: 'grade', p: 'grade' },
  timebox: { m: 'timebox', p: 'timebox' },
  transfor: { m: 'transfor', p: 'transfor' },
  // SPEC's side menu "red packet claim" names no path: /m/redpacket and /p/redpacket.
  redpacket: { m: 'redpacket', p: 'redpacket' },
  task: { m: 'task', p: 'task' },
  newyear: { m: 'newyear', p: 'newyear' },
  // SPEC's side menu "groups" and "customer service" name no path: /m|p/chat and /m|p/service.
  chat: { m: 'chat', p: 'chat' },
  service: { m: 'service', p: 'service' },
  dailyRank: { m: 'dailyRank', p: 'dailyRank' },
  // Sign-in and the sticker album have no SPEC path: mobile pages and user centre sections.
  signin: { m: 'signin', p: 'me/signin' },
  stickers: { m: 'stickers', p: 'me/stickers' },
  battle: { m: 'battle', p: 'battle' },
  createbattle: { m: 'createbattle', p: 'createbattle' },
  activity: { m: 'activity', p: 'activity' },
  // SPEC lists /m/reserve only.
  reserve: { m: 'reserve' },
  battleBoxDetails: { m: 'battleBoxDetails', p: 'battleBoxDetails' },
  rank: { m: 'rank', p: 'rank' },
  battleDetail: { m: 'battleDetail', p: 'battleDetail' },
  battleBoxIntro: { m: 'battleBoxIntro' },
  // Desktop verifies a finished battle on its page (SPEC gives desktop no battleverify route).
  battleverify: { m: 'battleverify' },
  // Desktop has no /p/spread: its spreadUser page opens with the overview; the rules page (rule)
  // is mobile's, desktop shows the tiers on spreadUser.
  spread: { m: 'spread' },
  spreadUser: { m: 'spreadUser', p: 'me/spreadUser' },
  spreadUserDetail: { m: 'spreadUserDetail', p: 'me/spreadUserDetail' },
  rule: { m: 'rule' },
  limits: { m: 'limits', p: 'me/limits' },
  // SPEC's /p/icon, read as the avatar and frame gallery (GAMES.md section 8): desktop only.
  icon: { p: 'icon' },
} satisfies Record<string, ScreenPaths>;

/**
 * The module, under src/, of each lazily loaded screen: the one its declaration's `load` imports
 * (manifest.test.ts), its own chunk. The build's plugins preload a screen's chunks on its routes
 * and give the chunk its messages; the site itself never reads this (the bundler leaves it out).
 */
export const LAZY_SCREEN_MODULES = {
  crash: 'screens/crash/Crash.tsx',
  openbox: 'screens/openbox/OpenBox.tsx',
  bag: 'screens/bag/Bag.tsx',
  record: 'screens/record/Record.tsx',
  recharge: 'screens/recharge/Recharge.tsx',
  mall: 'screens/mall/Mall.tsx',
  fairness: 'screens/fairness/Fairness.tsx',
  help: 'screens/help/Help.tsx',
  sign: 'screens/sign/SignIn.tsx',
  register: 'screens/register/Register.tsx',
  forgetPW: 'screens/forget-password/ForgetPassword.tsx',
  personal: 'screens/personal/Personal.tsx',
  personalInfo: 'screens/personal-info/PersonalInfo.tsx',
  personalEdit: 'screens/personal-edit/PersonalEdit.tsx',
  personalHead: 'screens/personal-head/PersonalHead.tsx',
  information: 'screens/information/Information.tsx',
  informationDetail: 'screens/information/InformationDetail.tsx',
  vip: 'screens/vip/Vip.tsx',
  download: 'screens/download/Download.tsx',
  replacement: 'screens/replacement/Replacement.tsx',
  contract: 'screens/contract/Contract.tsx',
  refining: 'screens/refining/Refining.tsx',
  ammonbox: 'screens/ammonbox/AmmonBox.tsx',
  roll: 'screens/roll/RollList.tsx',
  rollDetail: 'screens/roll/RollDetail.tsx',
  lucky: 'screens/lucky/Lucky.tsx',
  luckyDetails: 'screens/lucky/LuckyDetails.tsx',
  grade: 'screens/grade/Grade.tsx',
  timebox: 'screens/timebox/Timebox.tsx',
  transfor: 'screens/transfor/Transfor.tsx',
  redpacket: 'screens/redpackets/RedPackets.tsx',
  task: 'screens/task/Task.tsx',
  newyear: 'screens/newyear/NewYear.tsx',
  chat: 'screens/chat/Chat.tsx',
  service: 'screens/service/Service.tsx',
  dailyRank: 'screens/ranking/DailyRank.tsx',
  signin: 'screens/signin/Signin.tsx',
  stickers: 'screens/stickers/Stickers.tsx',
  battle: 'screens/battle/Battle.tsx',
  createbattle: 'screens/battle-create/CreateBattle.tsx',
  activity: 'screens/activity/Activity.tsx',
  reserve: 'screens/reserve/Reserve.tsx',
  battleBoxDetails: 'screens/battle-boxes/BattleBoxes.tsx',
  rank: 'screens/battle-rank/BattleRank.tsx',
  battleDetail: 'screens/battle-detail/BattleDetail.tsx',
  battleBoxIntro: 'screens/battle-boxes/BattleBoxes.tsx',
  battleverify: 'screens/battle-verify/BattleVerify.tsx',
  spread: 'screens/spread/Spread.tsx',
  spreadUser: 'screens/spread/SpreadUsers.tsx',
  spreadUserDetail: 'screens/spread/SpreadUserDetail.tsx',
  rule: 'screens/spread/Rule.tsx',
  limits: 'screens/limits/Limits.tsx',
  icon: 'screens/icon/Icon.tsx',
} satisfies Partial<Record<keyof typeof SCREEN_PATHS, string>>;
