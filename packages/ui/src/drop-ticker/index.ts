export {
  DROP_TICKER_SLIDE_DURATION,
  DropTicker,
  type Drop,
  type DropTickerProps,
} from './DropTicker';
