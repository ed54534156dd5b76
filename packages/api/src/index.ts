export { envelope, errorBody, type ErrorBody } from './contract/envelope';
export {
  CHANNEL_HEADER,
  defineEndpoint,
  type Endpoint,
  type EndpointAuth,
  type EndpointRequest,
  type EndpointResponse,
  type EndpointRoute,
} from './contract/endpoint';
export {
  DEFAULT_LOCALE,
  LOCALES,
  bagErrors,
  boxesErrors,
  crashErrors,
  errorCatalogue,
  limitsErrors,
  localeFromHeader,
  translateError,
  translateFrom,
  type ErrorKey,
  type Locale,
} from './contract/errors';
export {
  healthData,
  healthResponse,
  readinessData,
  readinessResponse,
  type HealthData,
  type ReadinessData,
} from './contract/health';
export { centsToMoney, moneyToCents, MONEY_PATTERN, type MoneyString } from '@skinbox/rules';
export { moneyString } from './contract/moneySchema';
export * from './contract/enums';
export * from './contract/enumSchemas';
export * from './contract/page';
export * from './contract/goods';
export * from './contract/socket';
export * from './contract/site';
export * from './contract/upload';
export * from './contract/defaultNickname';
/** Form fields with the SPEC section 5 rules, shared by the site's forms and the server. */
export * as fields from './contract/fields';
/** Endpoints by SPEC section 7 group: `auth.login`, `user.getInfo`, `content.getModuleList`, … */
export * as auth from './contract/auth';
export * as user from './contract/user';
export { AVATAR_UPLOAD_VIP_LEVEL } from './contract/user/avatars';
export * as content from './contract/content';
export * as extend from './contract/extend';
export * as tradeContract from './contract/tradeContract';
export * as ammoBox from './contract/ammoBox';
export * as boxes from './contract/boxes';
export * as bag from './contract/bag';
export * as battle from './contract/battle';
export * as records from './contract/records';
export * as mall from './contract/mall';
export * as recharge from './contract/recharge';
export * as fairness from './contract/fairness';
export * as crash from './contract/crash';
export * as welfare from './contract/welfare';
export * as timebox from './contract/timebox';
export * as freeCase from './contract/freeCase';
export * as ranking from './contract/ranking';
export { RANKING_PACKETS_COINS, RANKING_POOL_PLACES } from './contract/ranking';
export * as turntable from './contract/turntable';
export * as roll from './contract/roll';
export * as lucky from './contract/lucky';
export * as spread from './contract/spread';
export * as chat from './contract/chat';
export * as support from './contract/support';
export * as reserve from './contract/reserve';
export * as limits from './contract/limits';
export { CHAT_CHANNEL, chatEvents, type ChatLine } from './contract/chat';
export { inviteLinkPath } from './contract/spread';
export type { SpreadRecord, SpreadTier, SpreadUser } from './contract/spread';
export type { SupportMessage } from './contract/support';
export type { ReserveEvent } from './contract/reserve';
export type { LimitKey, LimitsState, PauseKind, PauseLength } from './contract/limits';
export * as redPackets from './contract/redPackets';
export * as tasks from './contract/tasks';
export * as activity from './contract/activity';
export * as coupons from './contract/coupons';
export { crashEvents, type CrashEvents } from './contract/crash';
export { CRASH_CHANNEL, crashEventReaders } from './contract/crashEventReaders';
export { isPublicChannel } from './contract/channels';
export type { BoxSummary, BoxContent, BoxDetail, DemoSpin, OpenResult } from './contract/boxes';
export type { BagItem, BagItemState } from './contract/bag';
export type {
  BattleBox,
  BattleDetail,
  BattleFilter,
  BattleMode,
  BattleRoom,
  BattleRound,
  BattleSeat,
  BattleStatus,
  RankRow,
  RoomKind,
  RoundDrop,
} from './contract/battle';
export type { LedgerEntry, GoodsRecord, OpenBoxRecord } from './contract/records';
export { MALL_SORTS, type MallGoods, type MallSort } from './contract/mall';
export type { RechargeMethod, RechargeOrder, RechargeOrderStatus } from './contract/recharge';
export type { SeedState } from './contract/fairness';
export type { WelfareTier, WelfareTierState } from './contract/welfare';
export type { TimedBox, TimedBoxDraw, TimedBoxSlot } from './contract/timebox';
export { FREE_CASE_VIP_LEVEL, type FreeCaseState } from './contract/freeCase';
export type { RankingDay, RankingRow } from './contract/ranking';
export type { TurntablePrize, TurntableSpin } from './contract/turntable';
export type {
  CrashChain,
  CrashMyBet,
  CrashPastRound,
  CrashPlayer,
  CrashRound,
  CrashState,
  CrashVerification,
} from './contract/crash';
export type { Session, SliderChallenge, LoginRequest, RegisterRequest } from './contract/auth';
export type {
  UserInfo,
  UserAssets,
  UserBase,
  UserExt,
  Message,
  RegisterPacket,
  VipLevel,
  AvatarFrame,
  Sticker,
  WageringStanding,
} from './contract/user';
export type {
  Article,
  Banner,
  ChannelInfo,
  ConfigItem,
  GoodsBgImage,
  ModuleItem,
} from './contract/content';
export type { ReplaceTarget } from './contract/extend';
export type {
  RollDetail,
  RollDraw,
  RollKind,
  RollParticipant,
  RollPlayer,
  RollPrize,
  RollRoom,
  RollStatus,
  RollTab,
} from './contract/roll';
export type { LuckySort, LuckyTry } from './contract/lucky';
export type {
  RedPacket,
  RedPacketKind,
  RedPacketPeriod,
  RedPacketReceipt,
  RedPacketRecord,
  RedPacketState,
} from './contract/redPackets';
export type { Task, TaskKind, TaskPeriod, TaskState } from './contract/tasks';
export type {
  ActivityConfig,
  FestivalConfig,
  FestivalPrize,
  FestivalState,
  LocalizedText,
  NewYearConfig,
  NewYearDraw,
  NewYearPrize,
  NewYearState,
} from './contract/activity';
export type { Coupon, CouponState } from './contract/coupons';
export { activityConfig, NEW_YEAR_TICKETS } from './contract/activity';
export {
  couponBonusCents,
  EXCHANGE_CODE_MAX_LENGTH,
  EXCHANGE_CODE_MIN_LENGTH,
} from './contract/coupons';
export { RED_PACKET_KINDS, RED_PACKET_PERIODS } from './contract/redPackets';
export { TASK_KINDS } from './contract/tasks';
export type { ContractPreview, ContractRecord, ContractRung } from './contract/tradeContract';
export type { AmmoBoxDetail, AmmoBoxSummary } from './contract/ammoBox';
export {
  createHttpClient,
  REQUEST_TIMEOUT_MS,
  UNAUTHORIZED_REDIRECT,
  type HttpClient,
  type HttpClientOptions,
} from './http/client';
export type { Transport, TransportRequest, TransportResponse } from './http/transport';
export { fetchTransport } from './http/fetchTransport';
export {
  FIRST_ANSWERS_ELEMENT_ID,
  firstAnswerKey,
  firstAnswersScript,
  readFirstAnswers,
  withFirstAnswers,
  type FirstAnswer,
  type KeyedRequest,
} from './http/firstAnswers';
export { HOME_BOXES_FIRST_CALL, LIVE_DROPS_FIRST_CALL } from './http/firstCalls';
export {
  FAILED_WITHOUT_RESPONSE_CODE,
  FAILED_WITH_RESPONSE_CODE,
  type ApiFailure,
  type ApiResult,
  type ApiSuccess,
} from './http/result';
export { bindEndpoints, type BoundEndpoints, type EndpointFunction } from './http/bind';
/** Every call of the contract by createApi group (the fuzz test and tools iterate it). */
export { endpointGroups } from './http/groups';
export { hasWireRules } from './contract/plainPayload';
// `#create-api` is ./http/api.ts, or ./http/leanApi.ts in the site's production build (package.json
// "imports", condition `skinbox-lean`): same functions, without the zod schemas in the browser.
export { createApi } from '#create-api';
export type { Api } from './http/api';
export {
  AUTH_RETRY_DELAY_MS,
  HEARTBEAT_INTERVAL_MS,
  RECONNECT_DELAY_MS,
  SocketClient,
  type SocketClientOptions,
  type WebSocketLike,
} from './socket/client';
