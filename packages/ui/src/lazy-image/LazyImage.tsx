import { css, keyframes, type Theme } from '@emotion/react';
import type { CSSProperties } from 'react';
import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../icon/Icon';
import { lazyLoadManager, type LazyImageState, type LazyLoadManager } from './lazyLoadManager';

export type LazyImageFit = CSSProperties['objectFit'];

export interface LazyImageProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onLoad' | 'onError' | 'children'
> {
  src: string;
  /** What the picture shows; required, also named while loading or failed. */
  alt: string;
  /** A number is pixels. */
  width?: number | string;
  height?: number | string;
  fit?: LazyImageFit;
  /** Fully rounded (a circle for a square image). */
  round?: boolean;
  /** Placeholder while loading: an image URL or any node. A skeleton with a photo icon by default. */
  loading?: string | ReactNode;
  /** Shown after the last failed attempt: an image URL or any node. */
  error?: string | ReactNode;
  onLoad?: () => void;
  onError?: () => void;
  /**
   * Loads at once instead of when near the viewport: for pictures moved by transforms (a reel's
   * tiles), which no scroll check sees arrive.
   */
  eager?: boolean;
  /** The manager to register with; the shared `lazyLoadManager` by default. */
  manager?: LazyLoadManager;
}

const size = (value: number | string | undefined) =>
  typeof value === 'number' ? `${value}px` : value;

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.55; }
  to { opacity: 1; }
`;

const root = (theme: Theme, round: boolean) => css`
  position: relative;
  display: inline-block;
  overflow: hidden;
  vertical-align: middle;
  border-radius: ${round ? theme.radius.round : 0};
  background: ${theme.color.surfaceRaised};
`;

const fill = css`
  display: block;
  width: 100%;
  height: 100%;
`;

const placeholder = (theme: Theme, pulse: boolean) => css`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  min-height: 24px;
  color: ${theme.color.textMuted};
  font-size: 24px;
  ${
    pulse &&
    css`
      animation: ${shimmer} 1.2s ease-in-out infinite;
      @media (prefers-reduced-motion: reduce) {
        animation: none;
      }
    `
  }
`;

/**
 * An image that loads once it comes near the viewport (Vant Image with lazy-load), through the
 * shared lazy-load manager: placeholder while loading, the error image after the last attempt.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  fit = 'fill',
  round = false,
  loading,
  error,
  onLoad,
  onError,
  manager = lazyLoadManager,
  eager = false,
  style,
  ...rest
}: LazyImageProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  // A remembered URL shows at once, without the placeholder.
  const [status, setStatus] = useState<{ src: string; state: LazyImageState }>(() => ({
    src,
    state: manager.isCached(src) ? 'loaded' : 'loading',
  }));
  const callbacks = useRef({ onLoad, onError });
  useEffect(() => {
    callbacks.current = { onLoad, onError };
  });

  let state = status.state;
  if (status.src !== src) {
    state = manager.isCached(src) ? 'loaded' : 'loading';
    setStatus({ src, state });
  }
  const settled = state !== 'loading';

  useEffect(() => {
    const element = rootRef.current;
    if (!element || settled) return;
    return manager.add(element, src, (next) => setStatus({ src, state: next }), { eager });
  }, [manager, src, settled, eager]);

  // Once per URL, whether it came from the cache or from the network.
  useEffect(() => {
    if (state === 'loaded') callbacks.current.onLoad?.();
    else if (state === 'error') callbacks.current.onError?.();
  }, [state, src]);

  const custom = (content: string | ReactNode, fallback: ReactNode) => {
    if (typeof content === 'string') {
      return <img src={content} alt={alt} css={[fill, css({ objectFit: fit })]} />;
    }
    return (
      <span role="img" aria-label={alt} css={fill}>
        {content ?? fallback}
      </span>
    );
  };

  return (
    <div
      ref={rootRef}
      data-state={state}
      aria-busy={state === 'loading' || undefined}
      css={(theme: Theme) => root(theme, round)}
      style={{ width: size(width), height: size(height), ...style }}
      {...rest}
    >
      {state === 'loaded' && <img src={src} alt={alt} css={[fill, css({ objectFit: fit })]} />}
      {state === 'loading' &&
        custom(
          loading,
          <span css={(theme: Theme) => placeholder(theme, true)}>
            <Icon name="photo" />
          </span>,
        )}
      {state === 'error' &&
        custom(
          error,
          <span css={(theme: Theme) => placeholder(theme, false)}>
            <Icon name="fail" />
          </span>,
        )}
    </div>
  );
}
