export { ImagePreview, type ImagePreviewProps } from './ImagePreview';
export {
  showImagePreview,
  type ImagePreviewHandle,
  type ImagePreviewOptions,
} from './showImagePreview';
export {
  DOUBLE_TAP_INTERVAL,
  IMAGE_PREVIEW_DOUBLE_TAP_ZOOM,
  IMAGE_PREVIEW_MAX_ZOOM,
  IMAGE_PREVIEW_MIN_ZOOM,
  IMAGE_PREVIEW_SWIPE_DURATION,
  IMAGE_PREVIEW_SWIPE_THRESHOLD,
  IMAGE_PREVIEW_TAP_OFFSET,
} from './useImagePreview';
