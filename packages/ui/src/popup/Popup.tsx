import { css, keyframes, type Keyframes, type Theme } from '@emotion/react';
import { useRef, type HTMLAttributes, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { Icon } from '../icon';
import { Overlay, OVERLAY_DURATION, OVERLAY_Z_INDEX } from '../overlay/Overlay';
import { useDefaultPortalContainer } from './portalContainer';
import { focusableIn, useFocusReturn } from './useFocusReturn';
import { usePopupTurn } from './usePopupTurn';

export type PopupPosition = 'top' | 'bottom' | 'left' | 'right' | 'center';

export interface PopupProps extends HTMLAttributes<HTMLDivElement> {
  show: boolean;
  /** Where the panel sits and slides in from (default 'center'). */
  position?: PopupPosition;
  /** Rounds the corners facing the screen's middle. */
  round?: boolean;
  /** Asked to close by an overlay click, Escape or the close icon; the owner sets `show`. */
  onClose?: () => void;
  /** Draws the backdrop (default on). */
  overlay?: boolean;
  closeOnClickOverlay?: boolean;
  closeOnEscape?: boolean;
  /** Shows a close icon in the corner. */
  closeable?: boolean;
  lockScroll?: boolean;
  /** Backdrop level; the panel sits one above. */
  zIndex?: number;
  /** Slide/fade-in time in milliseconds. */
  duration?: number;
  /**
   * Where to render: `null` renders in place. By default document.body, or, inside a
   * `KitProvider scope="local"`, a container within that scope, so the popup keeps the local
   * skin's CSS variables. (A popup rendered in place, or in a local scope's container, sits in
   * the stacking context of its ancestors: an ancestor with a transform or a lower z-index can
   * clip or cover it.)
   */
  teleport?: Element | null;
  /**
   * A notice nobody asked for (a welcome gift, a reminder): while another popup is on screen it
   * waits, and shows when the screen is free (usePopupTurn).
   */
  waitsForOthers?: boolean;
}

const slideFrom: Record<PopupPosition, string> = {
  top: 'translate3d(0, -100%, 0)',
  bottom: 'translate3d(0, 100%, 0)',
  left: 'translate3d(-100%, -50%, 0)',
  right: 'translate3d(100%, -50%, 0)',
  center: 'translate3d(-50%, -50%, 0) scale(0.7)',
};

const restAt: Record<PopupPosition, string> = {
  top: 'none',
  bottom: 'none',
  left: 'translate3d(0, -50%, 0)',
  right: 'translate3d(0, -50%, 0)',
  center: 'translate3d(-50%, -50%, 0)',
};

const enter: Record<PopupPosition, Keyframes> = Object.fromEntries(
  (Object.keys(slideFrom) as PopupPosition[]).map((position) => [
    position,
    keyframes`
      from { transform: ${slideFrom[position]}; opacity: ${position === 'center' ? 0 : 1}; }
      to { transform: ${restAt[position]}; opacity: 1; }
    `,
  ]),
) as Record<PopupPosition, Keyframes>;

const placement = (theme: Theme, position: PopupPosition, round: boolean) => {
  const radius = round ? theme.radius.lg : '0';
  switch (position) {
    case 'top':
      return css`
        top: 0;
        left: 0;
        width: 100%;
        border-radius: 0 0 ${radius} ${radius};
      `;
    case 'bottom':
      return css`
        bottom: 0;
        left: 0;
        width: 100%;
        border-radius: ${radius} ${radius} 0 0;
      `;
    case 'left':
      return css`
        top: 50%;
        left: 0;
        height: 100%;
        border-radius: 0 ${radius} ${radius} 0;
      `;
    case 'right':
      return css`
        top: 50%;
        right: 0;
        height: 100%;
        border-radius: ${radius} 0 0 ${radius};
      `;
    case 'center':
      return css`
        top: 50%;
        left: 50%;
        max-width: calc(100% - 2 * ${theme.space.xl});
        border-radius: ${radius};
      `;
  }
};

const closeIcon = (theme: Theme) => css`
  position: absolute;
  top: ${theme.space.md};
  right: ${theme.space.md};
  display: flex;
  padding: ${theme.space.xs};
  border: 0;
  border-radius: ${theme.radius.round};
  background: transparent;
  color: ${theme.color.textMuted};
  cursor: pointer;
  &:hover {
    color: ${theme.color.text};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.primary};
  }
`;

/**
 * A panel over the page (Vant Popup) with the WAI-ARIA modal dialog behaviour: role dialog,
 * aria-modal, focus moved inside on open, kept inside on Tab, and restored on close.
 */
export function Popup({
  show,
  position = 'center',
  round = false,
  onClose,
  overlay = true,
  closeOnClickOverlay = true,
  closeOnEscape = true,
  closeable = false,
  lockScroll = true,
  zIndex = OVERLAY_Z_INDEX,
  duration = OVERLAY_DURATION,
  teleport,
  waitsForOthers = false,
  children,
  onKeyDown,
  ...rest
}: PopupProps) {
  const intl = useIntl();
  const panel = useRef<HTMLDivElement>(null);
  const defaultContainer = useDefaultPortalContainer();
  const container = teleport === undefined ? defaultContainer : teleport;
  const onScreen = usePopupTurn(show, waitsForOthers);
  useFocusReturn(panel, onScreen);

  if (!onScreen) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.key === 'Escape' && closeOnEscape) {
      event.stopPropagation();
      onClose?.();
    } else if (event.key === 'Tab' && panel.current) {
      const items = focusableIn(panel.current);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const content = (
    <>
      {overlay && (
        <Overlay
          show
          zIndex={zIndex}
          duration={duration}
          lockScroll={lockScroll}
          onClose={closeOnClickOverlay ? onClose : undefined}
        />
      )}
      {/* A dialog handles its own keys (Escape, Tab wrapping), as the WAI-ARIA pattern asks. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        tabIndex={-1}
        data-position={position}
        css={(theme: Theme) => [
          css`
            position: fixed;
            z-index: ${zIndex + 1};
            box-sizing: border-box;
            max-height: 100%;
            overflow-y: auto;
            background: ${theme.color.surface};
            color: ${theme.color.text};
            font-family: ${theme.fontFamily};
            transform: ${restAt[position]};
            animation: ${enter[position]} ${duration}ms ease-out;
            &:focus {
              outline: none;
            }
          `,
          placement(theme, position, round),
        ]}
        onKeyDown={handleKeyDown}
        {...rest}
      >
        {children}
        {closeable && (
          <button
            type="button"
            aria-label={intl.formatMessage({ id: 'ui.popup.close' })}
            css={closeIcon}
            onClick={onClose}
          >
            <Icon name="close" size={18} strokeWidth={2} />
          </button>
        )}
      </div>
    </>
  );

  return container ? createPortal(content, container) : content;
}
