export {
  SUBMIT_BAR_CURRENCY,
  SUBMIT_BAR_DECIMAL_LENGTH,
  SUBMIT_BAR_HEIGHT,
  SubmitBar,
  formatSubmitBarPrice,
  type SubmitBarProps,
} from './SubmitBar';
