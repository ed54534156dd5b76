import type { Locale } from '../locale/types';
import { createImperativeLayer } from '../toast/imperativeLayer';
import { ImagePreview, type ImagePreviewProps } from './ImagePreview';

export interface ImagePreviewOptions extends Omit<ImagePreviewProps, 'show'> {
  /** Language of the kit's own texts (labels); defaults to `<html lang>`. */
  locale?: Locale;
}

export interface ImagePreviewHandle {
  /** Closes this preview, unless another one has replaced it already. */
  close(): void;
}

const layer = createImperativeLayer('image-preview');
let currentId = 0;

/**
 * Opens a preview without rendering one (Vant showImagePreview): pass the images, or options with
 * `images`. One at a time; a new call replaces the open preview. `onClose` runs however it closes.
 */
export function showImagePreview(
  input: readonly string[] | ImagePreviewOptions,
): ImagePreviewHandle {
  const { locale, onClose, ...options } = 'images' in input ? input : { images: input };
  currentId += 1;
  const id = currentId;
  const close = () => {
    if (id !== currentId) return;
    currentId += 1;
    layer.clear();
    onClose?.();
  };
  layer.render(<ImagePreview key={id} {...options} show onClose={close} />, locale);
  return { close };
}
