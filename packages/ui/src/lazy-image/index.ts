export { LazyImage, type LazyImageFit, type LazyImageProps } from './LazyImage';
export {
  LAZY_IMAGE_ATTEMPTS,
  LAZY_IMAGE_CACHE_SIZE,
  LAZY_IMAGE_EVENTS,
  LAZY_IMAGE_PRELOAD,
  LAZY_IMAGE_THROTTLE,
  LazyLoadManager,
  browserImageLoader,
  createLazyLoadManager,
  getScrollParent,
  lazyLoadManager,
  type ImageLoader,
  type LazyImageListener,
  type LazyImageState,
  type LazyLoadManagerOptions,
} from './lazyLoadManager';
