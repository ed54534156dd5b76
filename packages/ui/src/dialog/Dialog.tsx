import { css, type Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../button';
import { Popup, type PopupProps } from '../popup';
import { useDialog, type DialogAction, type DialogBeforeClose } from './useDialog';

export type DialogTheme = 'default' | 'round-button';
export type DialogMessageAlign = 'center' | 'left' | 'right' | 'justify';

/** Vant's dialog width, in pixels, when none is given. */
export const DIALOG_WIDTH = 320;

export interface DialogProps extends Omit<
  PopupProps,
  'title' | 'position' | 'round' | 'closeable' | 'onClose'
> {
  /** Rendered only while true; the owner sets it false once `onClose` is called. */
  show: boolean;
  title?: ReactNode;
  /** The text (or any node) under the title; `children` replace it with custom content. */
  message?: ReactNode;
  messageAlign?: DialogMessageAlign;
  /** 'default': full-width text buttons; 'round-button': a pill of two filled buttons. */
  theme?: DialogTheme;
  /** Number (pixels) or any CSS length; default DIALOG_WIDTH. */
  width?: number | string;
  showConfirmButton?: boolean;
  showCancelButton?: boolean;
  /** Defaults to the catalogue's 确认 / Confirm… */
  confirmButtonText?: ReactNode;
  /** Defaults to the catalogue's 取消 / Cancel… */
  cancelButtonText?: ReactNode;
  confirmButtonColor?: string;
  cancelButtonColor?: string;
  confirmButtonDisabled?: boolean;
  cancelButtonDisabled?: boolean;
  /** Asked before closing; may be async (the pressed button shows a spinner meanwhile). */
  beforeClose?: DialogBeforeClose;
  /**
   * Called when the dialog may close: 'confirm' from its confirm button, 'cancel' from its cancel
   * button, Escape, an overlay click (with closeOnClickOverlay) or the browser's back.
   */
  onClose?: (action: DialogAction) => void;
  onConfirm?: () => void;
  onCancel?: () => void;
  /** Off by default, as in Vant: a dialog asks for an answer. */
  closeOnClickOverlay?: boolean;
  /** Closes with 'cancel' when the browser goes back (history popstate); on by default. */
  closeOnPopstate?: boolean;
  /** Replaces the buttons. */
  footer?: ReactNode;
}

const panel = (theme: Theme) => css`
  overflow: hidden;
  font-size: ${theme.fontSize.lg};
`;

const header = (theme: Theme, isolated: boolean) => css`
  padding: ${isolated ? `${theme.space.xl} ${theme.space.lg}` : `26px ${theme.space.lg} 0`};
  font-weight: 600;
  line-height: 24px;
  text-align: center;
`;

const messageBox = (theme: Theme, hasTitle: boolean, align: DialogMessageAlign) => css`
  max-height: 60vh;
  padding: ${hasTitle ? theme.space.sm : '26px'} ${theme.space.xl} 26px;
  overflow-y: auto;
  color: ${hasTitle ? theme.color.textMuted : theme.color.text};
  font-size: ${theme.fontSize.md};
  line-height: 20px;
  text-align: ${align};
  white-space: pre-wrap;
  overflow-wrap: break-word;
`;

const footerBar = (theme: Theme, round: boolean) =>
  round
    ? css`
        display: flex;
        padding: ${theme.space.sm} ${theme.space.xl} ${theme.space.lg};
        & > button {
          height: 36px;
          border: 0;
          border-radius: 0;
          font-weight: 500;
        }
        & > button:first-of-type {
          border-top-left-radius: ${theme.radius.round};
          border-bottom-left-radius: ${theme.radius.round};
        }
        & > button:last-of-type {
          border-top-right-radius: ${theme.radius.round};
          border-bottom-right-radius: ${theme.radius.round};
        }
      `
    : css`
        display: flex;
        border-top: 1px solid ${theme.color.border};
        & > button {
          height: 48px;
          border: 0;
          border-radius: 0;
          background: transparent;
          font-size: ${theme.fontSize.lg};
        }
        & > button + button {
          border-left: 1px solid ${theme.color.border};
        }
      `;

const action = (theme: Theme, kind: DialogAction, round: boolean) => css`
  flex: 1;
  min-width: 0;
  padding: 0 ${theme.space.sm};
  ${round && kind === 'confirm' ? `background: ${theme.color.primary};` : ''}
  ${round && kind === 'cancel' ? `background: ${theme.color.surfaceRaised};` : ''}
  color: ${
    kind === 'confirm' ? (round ? theme.color.primaryText : theme.color.primary) : theme.color.text
  };
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const length = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A modal question or notice (Vant Dialog) on the kit's Popup, which supplies the overlay, focus
 * trap, Escape and focus return. It is an alertdialog named by its title and described by its
 * message (a plain dialog when it holds custom content).
 */
export function Dialog({
  show,
  title,
  message,
  messageAlign = 'center',
  theme = 'default',
  width = DIALOG_WIDTH,
  showConfirmButton = true,
  showCancelButton = false,
  confirmButtonText,
  cancelButtonText,
  confirmButtonColor,
  cancelButtonColor,
  confirmButtonDisabled = false,
  cancelButtonDisabled = false,
  beforeClose,
  onClose,
  onConfirm,
  onCancel,
  closeOnClickOverlay = false,
  closeOnPopstate = true,
  footer,
  children,
  style,
  ...rest
}: DialogProps) {
  const intl = useIntl();
  const id = useId();
  const dialog = useDialog({ show, beforeClose, onClose, onConfirm, onCancel, closeOnPopstate });
  const round = theme === 'round-button';
  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  const hasTitle = title !== undefined && title !== null && title !== '';
  const hasMessage = children === undefined && message !== undefined && message !== '';

  const buttons = (
    <div data-dialog-footer="" css={(t: Theme) => footerBar(t, round)}>
      {showCancelButton && (
        <Button
          data-action="cancel"
          loading={dialog.loading === 'cancel'}
          disabled={cancelButtonDisabled}
          style={cancelButtonColor ? { color: cancelButtonColor } : undefined}
          css={(t: Theme) => action(t, 'cancel', round)}
          onClick={dialog.cancel}
        >
          {cancelButtonText ?? intl.formatMessage({ id: 'ui.dialog.cancel' })}
        </Button>
      )}
      {showConfirmButton && (
        <Button
          data-action="confirm"
          loading={dialog.loading === 'confirm'}
          disabled={confirmButtonDisabled}
          style={
            confirmButtonColor
              ? round
                ? { background: confirmButtonColor }
                : { color: confirmButtonColor }
              : undefined
          }
          css={(t: Theme) => action(t, 'confirm', round)}
          onClick={dialog.confirm}
        >
          {confirmButtonText ?? intl.formatMessage({ id: 'ui.dialog.confirm' })}
        </Button>
      )}
    </div>
  );

  return (
    <Popup
      show={show}
      position="center"
      round
      role={children === undefined ? 'alertdialog' : 'dialog'}
      aria-labelledby={hasTitle ? titleId : hasMessage ? messageId : undefined}
      aria-describedby={hasTitle && hasMessage ? messageId : undefined}
      data-theme={theme}
      closeOnClickOverlay={closeOnClickOverlay}
      css={panel}
      style={{ width: length(width), ...style }}
      {...rest}
      onClose={dialog.cancel}
    >
      {hasTitle && (
        <div id={titleId} css={(t: Theme) => header(t, !hasMessage && children === undefined)}>
          {title}
        </div>
      )}
      {hasMessage && (
        <div id={messageId} css={(t: Theme) => messageBox(t, hasTitle, messageAlign)}>
          {message}
        </div>
      )}
      {children}
      {footer ?? ((showCancelButton || showConfirmButton) && buttons)}
    </Popup>
  );
}
