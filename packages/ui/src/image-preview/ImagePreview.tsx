import { css, type Theme } from '@emotion/react';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Popup, type PopupProps } from '../popup';
import {
  IMAGE_PREVIEW_MAX_ZOOM,
  IMAGE_PREVIEW_MIN_ZOOM,
  IMAGE_PREVIEW_SWIPE_DURATION,
  useImagePreview,
} from './useImagePreview';

export interface ImagePreviewProps extends Omit<
  PopupProps,
  'position' | 'round' | 'overlay' | 'children' | 'onChange'
> {
  /** Image URLs, shown one at a time. */
  images: readonly string[];
  /** Index shown first each time the preview opens. */
  startPosition?: number;
  /** Reports the index of the image now shown. */
  onChange?: (index: number) => void;
  /** Shows "current / total" at the top (default on). */
  showIndex?: boolean;
  /** Pinch limits; on release a zoom under 1 springs back to 1. */
  minZoom?: number;
  maxZoom?: number;
  /** Double tap toggles zoom (default on); without it a single tap closes at once. */
  doubleScale?: boolean;
  /** Swiping past either end wraps around (default on). */
  loop?: boolean;
  /** A single tap on the image closes (default on). */
  closeOnClickImage?: boolean;
}

const fullScreen = (theme: Theme) => css`
  top: 0;
  left: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  overflow: hidden;
  border-radius: 0;
  background: transparent;
  color: ${theme.color.text};
  transform: none;
  animation: none;
  /* Popup's close icon, readable over any picture. */
  & > button {
    z-index: 1;
    background: ${theme.color.overlay};
    color: ${theme.color.text};
  }
`;

const indexBar = (theme: Theme) => css`
  position: absolute;
  top: ${theme.space.lg};
  left: 50%;
  z-index: 1;
  transform: translateX(-50%);
  color: ${theme.color.text};
  font-size: ${theme.fontSize.md};
  text-shadow: 0 1px 1px ${theme.color.overlay};
  pointer-events: none;
`;

const stageStyle = css`
  position: absolute;
  inset: 0;
  overflow: hidden;
  touch-action: none;
  user-select: none;
`;

const slide = css`
  display: flex;
  flex: 0 0 100%;
  align-items: center;
  justify-content: center;
  height: 100%;
  overflow: hidden;
  & > img {
    display: block;
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
    -webkit-user-drag: none;
  }
`;

/**
 * A full-screen image viewer (Vant ImagePreview) in a modal dialog: swipe or arrow keys between
 * images, pinch or double tap to zoom, drag to pan a zoomed image, tap, Escape or the close icon
 * to close. The owner controls `show` and hears `onClose`.
 */
export function ImagePreview({
  images,
  show,
  onClose,
  startPosition = 0,
  onChange,
  showIndex = true,
  minZoom = IMAGE_PREVIEW_MIN_ZOOM,
  maxZoom = IMAGE_PREVIEW_MAX_ZOOM,
  doubleScale = true,
  loop = true,
  closeOnClickImage = true,
  onKeyDown,
  ...rest
}: ImagePreviewProps) {
  const intl = useIntl();
  const stageKeys = useRef<((event: KeyboardEvent<HTMLDivElement>) => void) | null>(null);
  return (
    <Popup
      show={show}
      onClose={onClose}
      aria-label={intl.formatMessage({ id: 'ui.imagePreview.label' })}
      css={fullScreen}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        stageKeys.current?.(event);
      }}
      {...rest}
    >
      {show && (
        <Stage
          images={images}
          startPosition={startPosition}
          minZoom={minZoom}
          maxZoom={maxZoom}
          doubleScale={doubleScale}
          loop={loop}
          closeOnClickImage={closeOnClickImage}
          showIndex={showIndex}
          onClose={onClose}
          onChange={onChange}
          keysRef={stageKeys}
        />
      )}
    </Popup>
  );
}

interface StageProps {
  images: readonly string[];
  startPosition: number;
  minZoom: number;
  maxZoom: number;
  doubleScale: boolean;
  loop: boolean;
  closeOnClickImage: boolean;
  showIndex: boolean;
  onClose?: () => void;
  onChange?: (index: number) => void;
  /** Where the stage puts its key handler for the dialog, which holds focus, to call. */
  keysRef: RefObject<((event: KeyboardEvent<HTMLDivElement>) => void) | null>;
}

/** Mounted while the preview shows, so each opening starts at `startPosition` and zoom 1. */
function Stage({ images, showIndex, keysRef, ...options }: StageProps) {
  const intl = useIntl();
  const { index, zoom, move, offset, dragging, stage, go, stageHandlers } = useImagePreview({
    ...options,
    count: images.length,
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };
  useEffect(() => {
    keysRef.current = handleKeyDown;
    return () => {
      keysRef.current = null;
    };
  });

  return (
    <div ref={stage} css={stageStyle} data-zoom={zoom} {...stageHandlers}>
      {showIndex && images.length > 0 && (
        <div css={indexBar} aria-live="polite">
          {index + 1} / {images.length}
        </div>
      )}
      <div
        data-track=""
        style={{
          transform: `translate3d(calc(${-index * 100}% + ${offset}px), 0, 0)`,
          transition: dragging ? 'none' : `transform ${IMAGE_PREVIEW_SWIPE_DURATION}ms ease-out`,
        }}
        css={css`
          display: flex;
          height: 100%;
        `}
      >
        {images.map((src, position) => (
          <div key={`${position}-${src}`} css={slide} aria-hidden={position !== index || undefined}>
            <img
              src={src}
              alt={intl.formatMessage(
                { id: 'ui.imagePreview.image' },
                { index: position + 1, total: images.length },
              )}
              draggable={false}
              style={
                position === index
                  ? {
                      transform: `scale(${zoom}) translate(${move.x / zoom}px, ${move.y / zoom}px)`,
                      transition: dragging ? 'none' : 'transform 0.3s',
                    }
                  : undefined
              }
            />
          </div>
        ))}
      </div>
    </div>
  );
}
