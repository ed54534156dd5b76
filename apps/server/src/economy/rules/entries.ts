/**
 * Every way value enters an account, as the economy model counts it (issue 26). Each entry names
 * the ledger credits (kind, and for a kind several entries share, the packet or task kind), the bag
 * events by which items arrive, and the operator settings that size it. entries.test.ts reads the
 * server's code for every ledger credit, bag event and reward setting and fails on one no entry
 * names, so a new reward or bonus cannot arrive without its place here.
 *
 * - payment: money paid in (the mint).
 * - loop: a game's own return or a conversion (drops, sales, refunds, the points spending earns);
 *   its return per coin is in economy/rules/expectedReturn.ts.
 * - turnover: a reward that grows with turnover; its share is part of every loop's return
 *   (rewards.ts, promotions.ts), so it is never locked (locking it would lock turnover itself).
 * - locked: a bonus or a gift, locked until wagered (rules/wagering.ts).
 * - move: an item or a coin changing place inside an account (extraction, a stake, a refund).
 */
export type EntryClass = 'payment' | 'loop' | 'turnover' | 'locked' | 'move';

export interface Entry {
  key: string;
  cls: EntryClass;
  /** Ledger credit kinds; `kind:sub` for a red packet's or a task's own kind under a shared one. */
  ledger?: readonly string[];
  /** Bag event kinds by which items arrive. */
  items?: readonly string[];
  /** Config items (pnpm ops config) that size it or condition it. */
  settings?: readonly string[];
  /** A loop entry's line in the economy report (economyModel/report.ts), its return per coin. */
  loop?: string;
}

export const ENTRIES: readonly Entry[] = [
  { key: 'recharge', cls: 'payment', ledger: ['recharge.order', 'recharge.card'] },
  // Bonuses and gifts: locked.
  {
    key: 'recharge bonus tier',
    cls: 'locked',
    ledger: ['recharge.order.bonus', 'recharge.card.bonus'],
  },
  { key: 'coupon', cls: 'locked', ledger: ['recharge.order.coupon'] },
  { key: 'exchange code coins', cls: 'locked', ledger: ['reward.exchangeCode'] },
  { key: 'VIP level reward', cls: 'locked', ledger: ['reward.vip'] },
  { key: 'recharge red packet', cls: 'locked', ledger: ['reward.redPacket:recharge'] },
  { key: 'VIP red packet', cls: 'locked', ledger: ['reward.redPacket:vip'] },
  { key: 'lucky red packet', cls: 'locked', ledger: ['reward.redPacket:lucky'] },
  { key: 'activity red packet', cls: 'locked', ledger: ['reward.redPacket:activity'] },
  { key: 'password red packet', cls: 'locked', ledger: ['reward.redPacket:password'] },
  { key: 'recharge task', cls: 'locked', ledger: ['reward.task:recharge'] },
  { key: 'sign-in task', cls: 'locked', ledger: ['reward.task:signin'] },
  { key: 'invite task', cls: 'locked', ledger: ['reward.task:invite'] },
  { key: 'timed box', cls: 'locked', items: ['timebox.open'] },
  { key: 'free daily case', cls: 'locked', items: ['freecase.open'] },
  {
    key: 'register packet',
    cls: 'locked',
    ledger: ['reward.registerPacket'],
    settings: ['registerPacketAmount'],
  },
  {
    key: 'real-name reward',
    cls: 'locked',
    ledger: ['reward.realName'],
    settings: ['realNameRewardAmount'],
  },
  { key: 'sign-in', cls: 'locked', ledger: ['reward.signin'] },
  {
    key: 'turntable',
    cls: 'locked',
    ledger: ['reward.turntable'],
    settings: ['turntableTopPrizeInvites'],
  },
  { key: 'referral share', cls: 'locked', ledger: ['spread.reward'], settings: ['spreadTiers'] },
  { key: 'spread box', cls: 'locked', items: ['spread.open'], settings: ['spreadBoxThreshold'] },
  {
    key: 'sticker album',
    cls: 'locked',
    ledger: ['reward.stickerAlbum'],
    settings: ['stickerAlbumRewardAmount'],
  },
  { key: 'roll room prize', cls: 'locked', items: ['roll.win'] },
  // Rewards of turnover: their share is in the loops' return.
  { key: 'welfare box', cls: 'turnover', items: ['welfare.open'] },
  {
    key: 'ranking prize',
    cls: 'turnover',
    ledger: ['reward.ranking'],
    settings: ['rankingPrizePool'],
  },
  { key: 'rebate red packet', cls: 'turnover', ledger: ['reward.redPacket:rebate'] },
  { key: 'loss red packet', cls: 'turnover', ledger: ['reward.redPacket:loss'] },
  { key: 'box spending task', cls: 'turnover', ledger: ['reward.task:boxSpend'] },
  { key: 'battle spending task', cls: 'turnover', ledger: ['reward.task:battleSpend'] },
  { key: 'festival goods', cls: 'turnover', items: ['activity.prize'] },
  { key: 'new-year envelope', cls: 'turnover', ledger: ['reward.newYear'] },
  // The games' own returns.
  {
    key: 'box',
    cls: 'loop',
    ledger: ['box.open.points'],
    items: ['box.open'],
    loop: 'box open → sell, points, all rewards',
  },
  {
    key: 'battle',
    cls: 'loop',
    items: ['battle.win'],
    settings: ['battleOfficialRooms'],
    loop: 'battle → sell, all rewards',
  },
  {
    key: 'mall',
    cls: 'loop',
    ledger: ['mall.buy.points'],
    items: ['mall.buy'],
    loop: 'gold-coin mall → sell, points cashed',
  },
  {
    key: 'lucky try',
    cls: 'loop',
    ledger: ['lucky.try.points'],
    items: ['lucky.win'],
    loop: 'lucky try → sell, points cashed',
  },
  {
    key: 'crash',
    cls: 'loop',
    ledger: ['crash.cashout', 'crash.win'],
    loop: 'crash, any cash-out, loss packets',
  },
  { key: 'item sale', cls: 'loop', ledger: ['bag.sell'], loop: 'sell-back rate' },
  {
    key: 'replacement',
    cls: 'loop',
    ledger: ['replace.luckyBag'],
    items: ['replace.receive'],
    loop: 'replacement → sell, lucky bag',
  },
  { key: 'contract', cls: 'loop', items: ['contract.receive'], loop: 'contract → sell' },
  { key: 'refining', cls: 'loop', ledger: ['refine'], loop: 'refine → ammo box → sell' },
  { key: 'ammo box', cls: 'loop', items: ['ammobox.open'], loop: 'refine → ammo box → sell' },
  // Things moving inside an account.
  { key: 'stake refund', cls: 'move', ledger: ['stake.refund'] },
  {
    key: 'bag moves',
    cls: 'move',
    items: [
      'bag.sell',
      'bag.extract',
      'bag.cancelExtract',
      'delivery.done',
      'delivery.failed',
      'roll.stake',
      'roll.return',
      'replace.offer',
      'contract.offer',
      'refine',
    ],
  },
];

/** The ledger kinds (with `:sub`) of a class's entries. */
export function ledgerKindsOf(classes: readonly EntryClass[]): string[] {
  return ENTRIES.filter((e) => classes.includes(e.cls)).flatMap((e) => e.ledger ?? []);
}

/** The bag event kinds of a class's entries. */
export function itemKindsOf(classes: readonly EntryClass[]): string[] {
  return ENTRIES.filter((e) => classes.includes(e.cls)).flatMap((e) => e.items ?? []);
}
