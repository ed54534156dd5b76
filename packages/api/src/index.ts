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
