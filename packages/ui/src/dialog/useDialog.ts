import { useEffect, useEffectEvent, useRef, useState } from 'react';

/** What closed the dialog: its confirm button, or its cancel button / Escape / overlay / back. */
export type DialogAction = 'confirm' | 'cancel';

/**
 * Asked before the dialog closes (Vant `beforeClose`): return false (or a promise of false) to keep
 * it open. While a promise is pending the pressed button shows a spinner and further presses wait.
 */
export type DialogBeforeClose = (action: DialogAction) => boolean | Promise<boolean>;

export interface UseDialogOptions {
  show: boolean;
  beforeClose?: DialogBeforeClose;
  /** Called once the dialog may close; the owner then sets `show` to false. */
  onClose?: (action: DialogAction) => void;
  onConfirm?: () => void;
  onCancel?: () => void;
  /** Closes (action 'cancel', without asking beforeClose) when the browser goes back. */
  closeOnPopstate: boolean;
}

/**
 * The Dialog's behaviour, apart from its look: the two actions, the beforeClose interceptor with a
 * loading state on the pressed button, and closing on the browser's back. Focus trap, Escape and
 * the overlay belong to Popup, which the view renders.
 */
export function useDialog({
  show,
  beforeClose,
  onClose,
  onConfirm,
  onCancel,
  closeOnPopstate,
}: UseDialogOptions) {
  const [loading, setLoading] = useState<DialogAction | null>(null);
  const pending = useRef(false);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const settle = (action: DialogAction, allowed: boolean) => {
    pending.current = false;
    if (!live.current) return;
    setLoading(null);
    if (allowed) onClose?.(action);
  };

  const act = (action: DialogAction) => {
    if (!show || pending.current) return;
    if (action === 'confirm') onConfirm?.();
    else onCancel?.();
    if (!beforeClose) {
      onClose?.(action);
      return;
    }
    const verdict = beforeClose(action);
    if (typeof verdict === 'boolean') {
      if (verdict) onClose?.(action);
      return;
    }
    pending.current = true;
    setLoading(action);
    verdict.then(
      (allowed) => settle(action, Boolean(allowed)),
      () => settle(action, false),
    );
  };

  const onPopstate = useEffectEvent(() => onClose?.('cancel'));
  useEffect(() => {
    if (!show || !closeOnPopstate) return undefined;
    window.addEventListener('popstate', onPopstate);
    return () => window.removeEventListener('popstate', onPopstate);
  }, [show, closeOnPopstate]);

  return {
    /** Which button waits for beforeClose, if any. */
    loading,
    confirm: () => act('confirm'),
    cancel: () => act('cancel'),
  };
}
