import type { Locale } from '../locale/types';
import { createImperativeLayer } from '../toast/imperativeLayer';
import { Dialog, type DialogProps } from './Dialog';
import type { DialogAction } from './useDialog';

export interface DialogOptions extends Omit<
  DialogProps,
  'show' | 'onClose' | 'children' | 'footer'
> {
  /** Language of the default button texts; defaults to `<html lang>`. */
  locale?: Locale;
  /** Called with the action once the dialog closes, before the promise settles. */
  callback?: (action: DialogAction) => void;
}

let defaults: DialogOptions = {};
let current: { id: number; reject: (action: DialogAction) => void } | null = null;
let nextId = 0;
const layer = /* @__PURE__ */ createImperativeLayer('dialog');

function finish(id: number) {
  if (current?.id !== id) return false;
  current = null;
  layer.clear();
  return true;
}

/**
 * Shows a dialog from anywhere (Vant showDialog), one at a time, in a layer of its own created on
 * first use. The promise resolves with 'confirm' and rejects with 'cancel' (cancel button, Escape,
 * overlay, back, closeDialog, or a newer dialog replacing this one), as Vant's does: callers that
 * only care about confirmation write `.then(...).catch(() => {})`.
 */
export function showDialog(options: DialogOptions = {}): Promise<DialogAction> {
  current?.reject('cancel');
  const { locale, callback, ...props } = { ...defaults, ...options };
  nextId += 1;
  const id = nextId;
  return new Promise<DialogAction>((resolve, reject) => {
    current = {
      id,
      reject: (action) => {
        if (finish(id)) reject(action);
      },
    };
    layer.render(
      <Dialog
        key={id}
        show
        teleport={null}
        {...props}
        onClose={(action) => {
          if (!finish(id)) return;
          callback?.(action);
          if (action === 'confirm') resolve(action);
          else reject(action);
        }}
      />,
      locale,
    );
  });
}

/** showDialog with a cancel button (Vant showConfirmDialog). */
export function showConfirmDialog(options: DialogOptions = {}): Promise<DialogAction> {
  return showDialog({ showCancelButton: true, ...options });
}

/** Closes the open dialog, if any; its promise rejects with 'cancel'. */
export function closeDialog() {
  current?.reject('cancel');
}

/** Options every later showDialog starts from (Vant setDialogDefaultOptions). */
export function setDialogDefaultOptions(options: DialogOptions) {
  defaults = { ...defaults, ...options };
}

export function resetDialogDefaultOptions() {
  defaults = {};
}
