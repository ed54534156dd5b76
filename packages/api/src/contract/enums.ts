/**
 * The enumerations of SPEC sections 3 and 6 as plain values; their zod schemas are in
 * enumSchemas.ts, so code that needs only the values (the site's first screen) loads no zod.
 */
/** Record or page kind (SPEC section 3): which list or screen a record belongs to. */
export const RecordKind = {
  record: 1,
  box: 2,
  roll: 3,
  battle: 4,
  battleList: 5,
  shop: 7,
  boxResult: 8,
  battleLight: 9,
  replace: 10,
} as const;
export type RecordKind = (typeof RecordKind)[keyof typeof RecordKind];

/** Account kind (SPEC section 3). What each kind may do is not specified. */
export const AccountKind = { general: 1, anchor: 2, ai: 3, test: 4 } as const;
export type AccountKind = (typeof AccountKind)[keyof typeof AccountKind];

/**
 * GAMES.md section 0 "Account kinds": ai accounts (house-funded battle bots) and test accounts
 * play like anyone, but the public never sees them: they are left out of announcements,
 * statistics and rankings. General and anchor accounts are the site's real players.
 */
export const UNSEEN_ACCOUNT_KINDS: readonly AccountKind[] = [AccountKind.ai, AccountKind.test];

export function isRealPlayer(userType: number): boolean {
  return !(UNSEEN_ACCOUNT_KINDS as readonly number[]).includes(userType);
}

/** Client platform (SPEC section 3): the kind of client a call or a banner is for. */
export const ClientPlatform = { pc: 1, h5: 2, android: 3, ios: 4 } as const;
export type ClientPlatform = (typeof ClientPlatform)[keyof typeof ClientPlatform];

/**
 * Item quality grades (SPEC section 3), lowest first: the weapon grades, then the agent grades.
 * The position in this list is the `goodsLevel` of goods background images.
 */
export const QUALITY_GRADES = [
  'consumer',
  'industrial',
  'milSpec',
  'restricted',
  'classified',
  'covert',
  'contraband',
  'agentDistinguished',
  'agentExceptional',
  'agentSuperior',
  'agentMaster',
] as const;
export type QualityGrade = (typeof QUALITY_GRADES)[number];

/** Item exteriors (wear), the mall's exterior filter; null on items without wear. */
export const EXTERIORS = [
  'factoryNew',
  'minimalWear',
  'fieldTested',
  'wellWorn',
  'battleScarred',
] as const;
export type Exterior = (typeof EXTERIORS)[number];

/** The per-platform module switches of SPEC section 6; a module is on only when its status is 1. */
export const MODULE_NAMES = [
  'BlindBox',
  'Roll',
  'Lucky',
  'BattleRank',
  'Contract',
  'Grade',
  'Timing',
  'Mall',
  'AmmonBox',
  'Battle',
  'Recharge',
  'Rucksack',
  'AppDownload',
  'Service',
  'GroupChat',
  'Spread',
  'HelpContact',
  'HelpPrivacy',
  'HelpRegulation',
  'HelpProblem',
  'HelpRelevant',
  'HelpCompliance',
  'HelpFanDuBoNotice',
  'HelpFangChengMiNotice',
] as const;
export type ModuleName = (typeof MODULE_NAMES)[number];
/** The module status that means "on"; every other value means off. */
export const MODULE_ON = 1;

/**
 * Avatar review state (SPEC section 4): `none` when no uploaded avatar waits or was judged,
 * then under review, passed or failed.
 */
export const AvatarStatus = { none: 0, reviewing: 1, passed: 2, failed: 3 } as const;
export type AvatarStatus = (typeof AvatarStatus)[keyof typeof AvatarStatus];

/** The reserveStatus that opens the battle pages (SPEC section 2 and 9). */
export const RESERVE_STATUS_BATTLE_OPEN = 1;

/**
 * The one external-login channel (SPEC section 4): accounts made through it sign in without a
 * phone, so the site does not ask them to bind one.
 */
export const EXTERNAL_LOGIN_CHANNEL_CODE = 'steam';

/** Default platform and user type (SPEC section 9). */
export const DEFAULT_PLATFORM_ID = 1;
export const DEFAULT_USER_TYPE = AccountKind.general;

/** Article types whose `content` is JSON (SPEC section 7); other types hold rich text. */
export const JSON_ARTICLE_TYPES = ['ActivityConfig', 'OtherConfig'] as const;
/** Article types of the help pages; each holds the rich text of one page. */
export const HELP_ARTICLE_TYPES = [
  'Privacy',
  'Regulations',
  'Compliance',
  'FanDuBoNotice',
  'Notarized',
  'Contact',
  'Problem',
  'Relevant',
  'FangChengMiNotice',
] as const;
export const ARTICLE_TYPES = [...JSON_ARTICLE_TYPES, ...HELP_ARTICLE_TYPES] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

/**
 * Box type 1 opens on its own; type 2 is fought over in battles (SPEC section 1); type 3, the
 * ammo box, is opened with ammo from trade-ups and is never listed to the public. Its schema is
 * boxes.ts's boxType.
 */
export const BoxType = { site: 1, battle: 2, ammo: 3 } as const;
export type BoxType = (typeof BoxType)[keyof typeof BoxType];

/** SPEC section 3 "Bag item" stock status. */
export const BAG_ITEM_STATES = ['bag', 'extracting', 'extracted'] as const;

/** The bag's orders: newest first (the default), dearest first, cheapest first. */
export const BAG_SORTS = ['newest', 'priceDesc', 'priceAsc'] as const;
export type BagSort = (typeof BAG_SORTS)[number];

/** The most bag items one sale, extraction or cancellation takes. */
export const BAG_ACTION_MAX = 100;
