export { Rate, RATE_GUTTER, RATE_SIZE, type RateProps } from './Rate';
export {
  RATE_COUNT,
  RATE_SWIPE_LOCK_DISTANCE,
  rateStatus,
  useRate,
  type RateStar,
  type RateStatus,
  type UseRateOptions,
} from './useRate';
