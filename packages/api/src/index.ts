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
  LOCALES,
  errorCatalogue,
  localeFromHeader,
  translateError,
  type ErrorKey,
  type Locale,
} from './contract/errors';
export { healthData, healthResponse, type HealthData } from './contract/health';
export { centsToMoney, moneyToCents, MONEY_PATTERN, type MoneyString } from './contract/money';
export { moneyString } from './contract/moneySchema';
export * from './contract/enums';
export * from './contract/enumSchemas';
export * from './contract/page';
export * from './contract/goods';
export * from './contract/socket';
export * from './contract/site';
export * from './contract/upload';
/** Form fields with the SPEC section 5 rules, shared by the site's forms and the server. */
export * as fields from './contract/fields';
/** Endpoints by SPEC section 7 group: `auth.login`, `user.getInfo`, `content.getModuleList`, … */
export * as auth from './contract/auth';
export * as user from './contract/user';
export * as content from './contract/content';
export * as extend from './contract/extend';
export * as boxes from './contract/boxes';
export * as bag from './contract/bag';
export * as records from './contract/records';
export * as mall from './contract/mall';
export * as recharge from './contract/recharge';
export * as fairness from './contract/fairness';
export type { BoxSummary, BoxContent, BoxDetail, OpenResult } from './contract/boxes';
export type { BagItem, BagItemState } from './contract/bag';
export type { LedgerEntry, GoodsRecord, OpenBoxRecord } from './contract/records';
export type { MallGoods } from './contract/mall';
export type { RechargeMethod, RechargeOrder } from './contract/recharge';
export type { SeedState } from './contract/fairness';
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
export {
  createHttpClient,
  REQUEST_TIMEOUT_MS,
  UNAUTHORIZED_REDIRECT,
  type HttpClient,
  type HttpClientOptions,
} from './http/client';
export {
  FAILED_WITHOUT_RESPONSE_CODE,
  FAILED_WITH_RESPONSE_CODE,
  type ApiFailure,
  type ApiResult,
  type ApiSuccess,
} from './http/result';
export { bindEndpoints, type BoundEndpoints, type EndpointFunction } from './http/bind';
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
