export { envelope, errorBody, type ErrorBody } from './contract/envelope';
export { healthData, healthResponse, type HealthData } from './contract/health';
