/**
 * The config items (config_item) the server reads by name, operators set with `pnpm ops config` and
 * the economy's limits check (economy/limits.ts). Money values are decimal strings like "5.00"; a
 * missing or malformed value means the reward is off.
 */
export const SETTING_KEYS = {
  registerPacketAmount: 'registerPacketAmount',
  realNameRewardAmount: 'realNameRewardAmount',
  stickerAlbumRewardAmount: 'stickerAlbumRewardAmount',
  /** The daily board's prize pool (ranking/). */
  rankingPrizePool: 'rankingPrizePool',
  /** Invited players who recharged that unlock the turntable's top prize (turntable/). */
  turntableTopPrizeInvites: 'turntableTopPrizeInvites',
  /** The referral's bonus ratio by tier (referral/rules/tiers.ts). */
  spreadTiers: 'spreadTiers',
  /** The invited recharge that earns the referrer a spread box (referral/rules/box.ts). */
  spreadBoxThreshold: 'spreadBoxThreshold',
} as const;
