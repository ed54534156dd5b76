/**
 * The calls under /api/user that this group owns (SPEC section 7), one file per feature of the
 * server (apps/server/src/<feature>); bag, mall and records live in their own groups.
 */
export * from './user/profile';
export * from './user/realName';
export * from './user/messages';
export * from './user/avatars';
export * from './user/vip';
export * from './user/rewardState';
export * from './user/registerReward';
export * from './user/stickers';
export * from './user/signin';
export * from './user/refining';
export * from './user/wagering';
