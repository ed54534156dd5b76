export { PrizeToast } from './PrizeToast';
export {
  PRIZE_TOAST_DURATION,
  PRIZE_TOAST_SLIDE_DURATION,
  PRIZE_TOAST_Z_INDEX,
  PrizeToastView,
  type Prize,
  type PrizeBoxType,
  type PrizeToastProps,
} from './PrizeToastView';
export type { PrizeToastOptions } from './prizeToastApi';
