import { css, keyframes, type Theme } from '@emotion/react';
import { useEffect, type HTMLAttributes, type MouseEvent } from 'react';
import { lockBodyScroll } from './lockBodyScroll';

/** Vant's default stacking level for overlays; a popup's panel sits one above. */
export const OVERLAY_Z_INDEX = 2000;
/** Fade-in time of the backdrop, in milliseconds (Vant: 0.3 s). */
export const OVERLAY_DURATION = 300;

export interface OverlayProps extends HTMLAttributes<HTMLDivElement> {
  /** Rendered only while true. */
  show: boolean;
  zIndex?: number;
  /** Fade-in time in milliseconds. */
  duration?: number;
  /** Locks the page's scrolling while shown (default on). */
  lockScroll?: boolean;
  /** Called when the backdrop itself (not its children) is clicked. */
  onClose?: () => void;
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const backdrop = (theme: Theme, zIndex: number, duration: number) => css`
  position: fixed;
  inset: 0;
  z-index: ${zIndex};
  background: ${theme.color.overlay};
  animation: ${fadeIn} ${duration}ms ease-out;
`;

/**
 * A full-screen backdrop (Vant Overlay). It mounts on show and unmounts at once on hide: only the
 * entrance is animated, so closing never leaves an invisible layer that swallows clicks.
 */
export function Overlay({
  show,
  zIndex = OVERLAY_Z_INDEX,
  duration = OVERLAY_DURATION,
  lockScroll = true,
  onClose,
  onClick,
  children,
  ...rest
}: OverlayProps) {
  useEffect(() => {
    if (!show || !lockScroll) return undefined;
    return lockBodyScroll();
  }, [show, lockScroll]);

  if (!show) return null;

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    onClick?.(event);
    if (event.target === event.currentTarget) onClose?.();
  };

  return (
    // The backdrop is a pointer convenience; keyboard users close with Escape on the dialog.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      data-overlay=""
      css={(theme: Theme) => backdrop(theme, zIndex, duration)}
      onClick={handleClick}
      {...rest}
    >
      {children}
    </div>
  );
}
