import { css, keyframes, type Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useAutoClose } from '../hooks/useAutoClose';

export type NotifyType = 'primary' | 'success' | 'warning' | 'danger';

/** SPEC section 9 (and Vant): a notify bar stays 3000 ms. */
export const NOTIFY_DEFAULT_DURATION = 3000;
/** Above popups and dialogs, like Toast. */
export const NOTIFY_Z_INDEX = 3000;
/** Slide-down time in milliseconds. */
export const NOTIFY_SLIDE_DURATION = 200;

export interface NotifyProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Rendered only while true. */
  open: boolean;
  message?: ReactNode;
  type?: NotifyType;
  /** Milliseconds before `onClose` is called; 0 keeps it until the owner closes it. */
  duration?: number;
  /** Called once the duration has run out. */
  onClose?: () => void;
}

const slideDown = keyframes`
  from { transform: translate3d(0, -100%, 0); }
  to { transform: none; }
`;

const background: Record<NotifyType, (theme: Theme) => string> = {
  primary: (theme) => theme.color.primary,
  success: (theme) => theme.color.success,
  warning: (theme) => theme.color.warning,
  danger: (theme) => theme.color.danger,
};

const bar = (theme: Theme, type: NotifyType) => css`
  position: fixed;
  top: 0;
  left: 0;
  z-index: ${NOTIFY_Z_INDEX};
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  padding: ${theme.space.sm} ${theme.space.lg};
  background: ${background[type](theme)};
  color: ${type === 'primary' ? theme.color.primaryText : theme.color.statusText};
  font-family: ${theme.fontFamily};
  font-size: ${theme.fontSize.md};
  line-height: 20px;
  text-align: center;
  white-space: pre-wrap;
  overflow-wrap: break-word;
  animation: ${slideDown} ${NOTIFY_SLIDE_DURATION}ms ease-out;
`;

/**
 * A bar across the top of the page (Vant Notify). Danger interrupts (role alert); the other
 * types announce politely (role status).
 */
export function NotifyView({
  open,
  message,
  type = 'danger',
  duration = NOTIFY_DEFAULT_DURATION,
  onClose,
  ...rest
}: NotifyProps) {
  useAutoClose(open, duration, onClose);

  if (!open) return null;
  const alert = type === 'danger';
  return (
    <div
      role={alert ? 'alert' : 'status'}
      aria-live={alert ? 'assertive' : 'polite'}
      data-type={type}
      css={(theme: Theme) => bar(theme, type)}
      {...rest}
    >
      {message}
    </div>
  );
}
