export { envelope, errorBody, type ErrorBody } from './contract/envelope';
export {
  CHANNEL_HEADER,
  defineEndpoint,
  type Endpoint,
  type EndpointAuth,
  type EndpointRequest,
  type EndpointResponse,
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
export { centsToMoney, moneyString, moneyToCents, type MoneyString } from './contract/money';
export * from './contract/enums';
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
