export { CountDown, type CountDownHandle, type CountDownProps } from './CountDown';
export {
  COUNT_DOWN_FORMAT,
  formatCountDown,
  parseTime,
  type CountDownTime,
} from './formatCountDown';
export { useCountDown, type CountDownControls, type UseCountDownOptions } from './useCountDown';
