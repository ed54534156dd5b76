import type { StandaloneVerb } from '../standalone';
import type { Verb } from '../verb';
import { backupVerb } from './backup';
import { restartVerb } from './restart';
import { restoreVerb } from './restore';
import { articleVerb } from './article';
import { avatarReviewVerb } from './avatarReview';
import { bannerAddVerb, bannerRemoveVerb } from './banner';
import { configVerb } from './config';
import { messageVerb } from './message';
import { moduleVerb } from './module';
import { seedVerb } from './seed';
import { siteVerb } from './site';
import { smsVerb } from './sms';
import { stickerGrantVerb } from './stickerGrant';
import { userCreateVerb } from './userCreate';
import { userSetVerb } from './userSet';
import { catalogueSeedVerb } from './catalogueSeed';
import { priceSetVerb } from './priceSet';
import { boxRtpVerb } from './boxRtp';
import { cardCodesVerb } from './cardCodes';
import { economyVerb } from './economy';
import { replaceStockVerb } from './replaceStock';
import { crashChainVerb } from './crashChain';
import { rechargeConfirmVerb } from './rechargeConfirm';
import { rollCreateVerb } from './rollCreate';
import { battleCreateOfficialVerb } from './battleCreateOfficial';
import { battleOfficialScheduleVerb } from './battleOfficialSchedule';
import { redPacketCloseVerb, redPacketListVerb, redPacketVerb } from './redPacket';
import { activitySetVerb } from './activitySet';
import { couponCreateVerb, couponGrantVerb, exchangeCodeVerb } from './coupon';
import { chatDeleteVerb, chatMuteVerb } from './chat';
import { supportAnswerVerb, supportListVerb } from './support';
import { reserveAddVerb, reserveOpenVerb } from './reserve';

/**
 * Every verb of `pnpm ops`, one line each. To add one, write src/ops/verbs/<verb>.ts exporting a
 * defineVerb(...) and add it here.
 */
export const verbs: readonly Verb[] = [
  seedVerb,
  moduleVerb,
  articleVerb,
  bannerAddVerb,
  bannerRemoveVerb,
  configVerb,
  siteVerb,
  avatarReviewVerb,
  smsVerb,
  userCreateVerb,
  userSetVerb,
  messageVerb,
  stickerGrantVerb,
  catalogueSeedVerb,
  priceSetVerb,
  boxRtpVerb,
  cardCodesVerb,
  economyVerb,
  replaceStockVerb,
  crashChainVerb,
  rechargeConfirmVerb,
  battleCreateOfficialVerb,
  battleOfficialScheduleVerb,
  rollCreateVerb,
  redPacketVerb,
  redPacketCloseVerb,
  redPacketListVerb,
  activitySetVerb,
  couponCreateVerb,
  couponGrantVerb,
  exchangeCodeVerb,
  chatMuteVerb,
  chatDeleteVerb,
  supportListVerb,
  supportAnswerVerb,
  reserveAddVerb,
  reserveOpenVerb,
];

/** Verbs that run without opening the database first (ops/standalone.ts). */
export const standaloneVerbs: readonly StandaloneVerb[] = [backupVerb, restoreVerb, restartVerb];
