import { bagFeature } from './bag/feature';
import { battlesFeature } from './battles/feature';
import { boxesFeature } from './boxes/feature';
import { catalogueFeature } from './catalogue/feature';
import { crashFeature } from './crash/feature';
import { registerContentRoutes } from './content/contentRoutes';
import { registerFairness } from './fairness/routes';
import { registerArt } from './images/artRoutes';
import { mallFeature } from './mall/feature';
import type { Feature } from './platform/feature';
import { rechargeFeature } from './recharge/feature';
import { registerRecords } from './records/routes';
import { registerAuthRoutes } from './auth/routes';
import { sliderPurgeJob } from './captcha/purgeJob';
import { registerHealth } from './health/routes';
import { registerApiDocs } from './http/docsRoutes';
import { registerAvatarRoutes } from './avatars/routes';
import { registerMessageRoutes } from './messages/routes';
import { registerProfileRoutes } from './profile/routes';
import { registerRealNameRoutes } from './realname/routes';
import { registerRegisterRewardRoutes } from './registerReward/routes';
import { registerSigninRoutes } from './signin/routes';
import { registerStickerRoutes } from './stickers/routes';
import { registerVipRoutes } from './vip/routes';
import { registerUploadRoutes } from './uploads/uploadRoutes';
import { welfareFeature } from './welfare/feature';
import { freeCaseFeature } from './freecase/feature';
import { timeboxFeature } from './timebox/feature';
import { rankingFeature } from './ranking/feature';
import { turntableFeature } from './turntable/feature';
import {
  ammoBoxFeature,
  contractFeature,
  refiningFeature,
  replacementFeature,
} from './tradeup/feature';
import { rollFeature } from './roll/feature';
import { luckyFeature } from './lucky/feature';
import { redPacketsFeature } from './redpackets/feature';
import { tasksFeature } from './tasks/feature';
import { activityFeature } from './activity/feature';
import { couponsFeature } from './coupons/feature';
import { referralFeature } from './referral/feature';
import { limitsFeature } from './limits/feature';
import { economyLimitRefusal } from './economy/limits';
import { chatFeature } from './chat/feature';
import { supportFeature } from './support/feature';
import { reserveFeature } from './reserve/feature';
import { adminFeature } from './admin/feature';
import { registerWagering } from './wagering/routes';

/**
 * Every feature of the server, one line each. Routes are registered, seeds run and work starts in
 * this order (the catalogue seeds before the mall, which is stocked from it).
 */
export const features: readonly Feature[] = [
  { name: 'apiDocs', routes: ({ app }) => registerApiDocs(app) },
  {
    name: 'health',
    routes: ({ app, database }) => registerHealth(app, database, app.lifecycle),
  },
  { name: 'auth', routes: registerAuthRoutes, jobs: () => [sliderPurgeJob] },
  { name: 'profile', routes: registerProfileRoutes },
  { name: 'realName', routes: registerRealNameRoutes },
  { name: 'avatars', routes: registerAvatarRoutes },
  { name: 'vip', routes: registerVipRoutes },
  { name: 'messages', routes: registerMessageRoutes },
  { name: 'registerReward', routes: registerRegisterRewardRoutes },
  { name: 'signin', routes: registerSigninRoutes },
  { name: 'stickers', routes: registerStickerRoutes },
  { name: 'uploads', routes: registerUploadRoutes },
  { name: 'content', routes: registerContentRoutes },
  catalogueFeature,
  boxesFeature,
  { name: 'fairness', routes: registerFairness },
  bagFeature,
  battlesFeature,
  { name: 'records', routes: registerRecords },
  mallFeature,
  rechargeFeature,
  { name: 'art', routes: registerArt },
  crashFeature,
  replacementFeature,
  contractFeature,
  refiningFeature,
  ammoBoxFeature,
  rollFeature,
  luckyFeature,
  welfareFeature,
  freeCaseFeature,
  timeboxFeature,
  rankingFeature,
  turntableFeature,
  redPacketsFeature,
  tasksFeature,
  activityFeature,
  couponsFeature,
  referralFeature,
  limitsFeature,
  // Operator settings the economy model refuses (promotions, recharge tiers) read as refusals.
  { name: 'economy', refusals: economyLimitRefusal },
  chatFeature,
  supportFeature,
  reserveFeature,
  adminFeature,
  { name: 'wagering', routes: registerWagering },
];
