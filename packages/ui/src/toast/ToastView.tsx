import { css, keyframes, type Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from '../icon';
import { Loading } from '../loading';
import { useAutoClose } from '../hooks/useAutoClose';

export type ToastType = 'text' | 'success' | 'fail' | 'loading';
export type ToastPosition = 'top' | 'middle' | 'bottom';

/** Vant's default time on screen, in milliseconds (SPEC section 9: default toast 2000 ms). */
export const TOAST_DEFAULT_DURATION = 2000;
/** Above popups and dialogs (Vant's overlay level is 2000), so feedback is never hidden. */
export const TOAST_Z_INDEX = 3000;
/** Fade-in time in milliseconds. */
export const TOAST_FADE_DURATION = 200;

export interface ToastProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Rendered only while true. */
  open: boolean;
  message?: ReactNode;
  type?: ToastType;
  position?: ToastPosition;
  /**
   * Milliseconds before `onClose` is called; 0 keeps it until the owner closes it. Defaults to
   * TOAST_DEFAULT_DURATION, and to 0 for 'loading' (a loading toast stays until cleared).
   */
  duration?: number;
  /** Lays a transparent layer over the page so nothing under it can be clicked meanwhile. */
  forbidClick?: boolean;
  /** Called once the duration has run out. */
  onClose?: () => void;
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const top: Record<ToastPosition, string> = { top: '20%', middle: '50%', bottom: '80%' };

const box = (theme: Theme, position: ToastPosition, withIcon: boolean) => css`
  position: fixed;
  top: ${top[position]};
  left: 50%;
  z-index: ${TOAST_Z_INDEX};
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  width: ${withIcon ? '88px' : 'fit-content'};
  min-width: 96px;
  max-width: 70%;
  min-height: ${withIcon ? '88px' : '0'};
  padding: ${withIcon ? theme.space.lg : `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceRaised};
  color: ${theme.color.text};
  font-family: ${theme.fontFamily};
  font-size: ${theme.fontSize.md};
  line-height: 20px;
  text-align: center;
  white-space: pre-wrap;
  overflow-wrap: break-word;
  transform: translate3d(-50%, -50%, 0);
  animation: ${fadeIn} ${TOAST_FADE_DURATION}ms ease-out;
  pointer-events: none;
`;

const clickShield = css`
  position: fixed;
  inset: 0;
  z-index: ${TOAST_Z_INDEX};
  background: transparent;
`;

/**
 * A short message over the page (Vant Toast). It announces itself politely (role status); a
 * failure interrupts (role alert); a loading toast is announced by its spinner.
 */
export function ToastView({
  open,
  message,
  type = 'text',
  position = 'middle',
  duration = type === 'loading' ? 0 : TOAST_DEFAULT_DURATION,
  forbidClick = false,
  onClose,
  ...rest
}: ToastProps) {
  useAutoClose(open, duration, onClose);

  if (!open) return null;

  const withIcon = type !== 'text';
  const role = type === 'fail' ? 'alert' : type === 'loading' ? undefined : 'status';
  return (
    <>
      {forbidClick && <div data-toast-shield="" css={clickShield} />}
      <div
        role={role}
        aria-live={role === undefined ? undefined : type === 'fail' ? 'assertive' : 'polite'}
        data-type={type}
        css={(theme: Theme) => box(theme, position, withIcon)}
        {...rest}
      >
        {type === 'success' && <Icon name="success" size={36} />}
        {type === 'fail' && <Icon name="fail" size={36} />}
        {type === 'loading' ? (
          <Loading size={30} vertical color="currentColor" css={{ color: 'inherit' }}>
            {message || undefined}
          </Loading>
        ) : (
          message
        )}
      </div>
    </>
  );
}
