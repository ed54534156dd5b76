export { CountUp, type CountUpProps } from './CountUp';
export {
  COUNT_UP_DECIMAL,
  COUNT_UP_DURATION,
  COUNT_UP_SEPARATOR,
  easeOutExpo,
  formatCountUp,
  type CountUpFormat,
} from './formatCountUp';
export { useCountUp, usePrefersReducedMotion, type UseCountUpOptions } from './useCountUp';
