import { css, useTheme, type Theme } from '@emotion/react';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Dialog, type DialogProps } from '../dialog';
import { Field } from '../field';
import { reasonProblem } from './reason';

/** Wide enough for a reason of a few lines on a desktop console. */
export const CONFIRM_DIALOG_WIDTH = 420;

export interface ConfirmDialogProps extends Pick<
  DialogProps,
  'className' | 'style' | 'width' | 'teleport' | 'overlay' | 'lockScroll'
> {
  /** Rendered only while true; the owner sets it false once `onClose` is called. */
  show: boolean;
  /** What is about to happen, e.g. "Ban player 1042". */
  title: ReactNode;
  /** The consequences, above the reason field. */
  message?: ReactNode;
  /** A destructive action: the confirm button is drawn in the danger colour. */
  danger?: boolean;
  /** Defaults to the catalogue's 确认 / Confirm… */
  confirmButtonText?: ReactNode;
  /** Defaults to the catalogue's 原因 / Reason… */
  reasonLabel?: ReactNode;
  reasonPlaceholder?: string;
  /**
   * Fewest characters the trimmed reason may have.
   * @default 1
   */
  minReasonLength?: number;
  /** Most characters the reason may have (the field stops there). */
  maxReasonLength?: number;
  /**
   * Runs the action with the trimmed reason. While its promise is pending the confirm button
   * spins and nothing can be edited or cancelled; when it rejects the dialog stays open and
   * shows the error.
   */
  onConfirm: (reason: string) => unknown;
  /** The dialog may close: the action succeeded ('confirm') or the operator gave up ('cancel'). */
  onClose: (action: 'confirm' | 'cancel') => void;
  /** The line shown when `onConfirm` rejects; defaults to the error's message, else 操作失败. */
  describeError?: (error: unknown) => ReactNode;
}

const body = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.xl} ${theme.space.xl};
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.md};
  line-height: ${theme.lineHeight.normal};
`;

const reasonBox = (theme: Theme) => css`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  overflow: hidden;
`;

const failure = (theme: Theme) => css`
  margin: 0;
  color: ${theme.color.danger};
  overflow-wrap: anywhere;
`;

/**
 * Asks an operator to confirm an action and say why (a ban, a balance adjustment): a dialog on
 * the kit's Dialog with a required reason field. Confirm validates the reason, then waits for
 * `onConfirm`; the dialog closes only when the action succeeded.
 */
export function ConfirmDialog({
  show,
  title,
  message,
  danger = false,
  confirmButtonText,
  reasonLabel,
  reasonPlaceholder,
  minReasonLength = 1,
  maxReasonLength,
  onConfirm,
  onClose,
  describeError,
  width = CONFIRM_DIALOG_WIDTH,
  ...rest
}: ConfirmDialogProps) {
  const intl = useIntl();
  const theme = useTheme();
  const messageId = useId();
  const hasMessage = message !== undefined && message !== null && message !== '';
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<ReactNode>(null);
  const [shownBefore, setShownBefore] = useState(show);

  // Each opening starts blank: a reason typed for one player never carries over to the next.
  if (show !== shownBefore) {
    setShownBefore(show);
    if (show) {
      setReason('');
      setTouched(false);
      setFailed(null);
    }
  }

  const problem = reasonProblem(reason, minReasonLength);
  const problemText =
    problem &&
    (problem.min > 1
      ? intl.formatMessage({ id: 'ui.confirmDialog.reasonTooShort' }, { min: problem.min })
      : intl.formatMessage({ id: 'ui.confirmDialog.reasonRequired' }));

  const describe = (error: unknown): ReactNode =>
    describeError?.(error) ??
    (error instanceof Error && error.message
      ? error.message
      : intl.formatMessage({ id: 'ui.confirmDialog.failed' }));

  const beforeClose = async (action: 'confirm' | 'cancel') => {
    if (action === 'cancel') return true;
    setTouched(true);
    if (problem) return false;
    setFailed(null);
    setBusy(true);
    try {
      await onConfirm(reason.trim());
      return true;
    } catch (error) {
      setFailed(describe(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      show={show}
      title={title}
      width={width}
      showCancelButton
      confirmButtonText={confirmButtonText}
      confirmButtonColor={danger ? theme.color.danger : undefined}
      beforeClose={beforeClose}
      onClose={onClose}
      aria-busy={busy}
      aria-describedby={hasMessage ? messageId : undefined}
      data-danger={danger || undefined}
      {...rest}
    >
      <div css={body}>
        {hasMessage && <div id={messageId}>{message}</div>}
        <div css={reasonBox}>
          <Field
            type="textarea"
            rows={3}
            labelAlign="top"
            border={false}
            required
            label={reasonLabel ?? intl.formatMessage({ id: 'ui.confirmDialog.reason' })}
            placeholder={
              reasonPlaceholder ?? intl.formatMessage({ id: 'ui.confirmDialog.reasonPlaceholder' })
            }
            maxlength={maxReasonLength}
            showWordLimit={maxReasonLength !== undefined}
            value={reason}
            readonly={busy}
            onChange={setReason}
            // Leaving the field empty (for Cancel, say) is no mistake yet; a short reason is.
            onBlur={() => setTouched(reason.trim() !== '')}
            errorMessage={touched && problemText ? problemText : undefined}
          />
        </div>
        {failed !== null && (
          <p role="alert" css={failure}>
            {failed}
          </p>
        )}
      </div>
    </Dialog>
  );
}
