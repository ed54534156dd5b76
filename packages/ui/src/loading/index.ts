export {
  Loading,
  LOADING_SIZES,
  LOADING_TURN_MS,
  type LoadingProps,
  type LoadingSize,
  type LoadingType,
} from './Loading';
