import { css, keyframes, type Theme } from '@emotion/react';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';

export type SkeletonShape = 'rect' | 'text' | 'circle';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** Width in pixels or any CSS length; the container's (or the children's) width by default. */
  width?: number | string;
  /** Height in pixels or any CSS length; one line of text (`1em`) by default. */
  height?: number | string;
  /**
   * The content it stands for, drawn invisibly so the block takes its exact size: a Price, a
   * line of the same font (a no-break space). Without it the block takes `width` and `height`.
   */
  children?: ReactNode;
  /** Height from the width instead, e.g. '4 / 3' for a picture, so it matches the picture it stands for. */
  aspectRatio?: string;
  /** `rect` (medium corners), `text` (a line with small corners), `circle` (an avatar). */
  shape?: SkeletonShape;
  /** Off: a still block (the site's animation switch). prefers-reduced-motion stills it too. */
  animated?: boolean;
}

/** One sweep of the shimmer across a block. */
export const SKELETON_SWEEP_MS = 1400;

const sweep = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const length = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A grey block standing for content that has not arrived, drawn at the size of that content so
 * nothing moves when it does. Hidden from assistive technology: the region that holds the blocks
 * (SkeletonRegion) is what announces the wait.
 */
export function Skeleton({
  width,
  height,
  aspectRatio,
  shape = 'rect',
  animated = true,
  children,
  style,
  ...rest
}: SkeletonProps) {
  const size: CSSProperties = {
    width: length(width ?? (children === undefined ? '100%' : 'fit-content')),
    ...(aspectRatio
      ? { aspectRatio }
      : children === undefined
        ? { height: length(height ?? (shape === 'circle' && width !== undefined ? width : '1em')) }
        : {}),
  };
  return (
    <span
      aria-hidden
      data-skeleton={shape}
      css={(theme: Theme) => css`
        /* flex: the content it stands for is laid out as a block, as in its own container. */
        display: ${children === undefined ? 'block' : 'flex'};
        flex-shrink: 0;
        overflow: hidden;
        box-sizing: border-box;
        max-width: 100%;
        border-radius: ${
          shape === 'circle'
            ? theme.radius.round
            : shape === 'text'
              ? theme.radius.sm
              : theme.radius.md
        };
        background:
          linear-gradient(
              90deg,
              transparent 30%,
              color-mix(in srgb, ${theme.color.text} 8%, transparent) 50%,
              transparent 70%
            )
            0 0 / 200% 100%,
          ${theme.color.surfaceRaised};
        ${
          animated &&
          css`
            animation: ${sweep} ${SKELETON_SWEEP_MS}ms linear infinite;
          `
        }
        @media (prefers-reduced-motion: reduce) {
          animation: none;
        }
      `}
      style={{ ...size, ...style }}
      {...rest}
    >
      {children !== undefined && (
        <span css={{ display: 'contents', visibility: 'hidden' }}>{children}</span>
      )}
    </span>
  );
}

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export interface SkeletonRegionProps extends HTMLAttributes<HTMLDivElement> {
  /** The skeleton blocks, laid out like the content they stand for. */
  children: ReactNode;
}

/**
 * Holds skeleton blocks and says, once, that content is loading: a busy status named by the
 * translated label. Style it like the container of the real content (a grid, a row).
 */
export function SkeletonRegion({ children, ...rest }: SkeletonRegionProps) {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" {...rest}>
      <span css={visuallyHidden}>{intl.formatMessage({ id: 'ui.loading.label' })}</span>
      {children}
    </div>
  );
}
