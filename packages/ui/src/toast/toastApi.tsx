import type { ReactNode } from 'react';
import type { Locale } from '../locale/types';
import { createSingleViewLayer } from './imperativeLayer';
import { ToastView, type ToastProps, type ToastType } from './ToastView';

export interface ToastOptions extends Omit<ToastProps, 'open' | 'message' | 'type'> {
  message?: ReactNode;
  type?: ToastType;
  /** Language of the kit's own texts (the spinner's label); defaults to `<html lang>`. */
  locale?: Locale;
}

export interface ToastHandle {
  /** Closes this toast, unless another one has replaced it already. */
  close(): void;
}

const layer = /* @__PURE__ */ createSingleViewLayer('toast');

function show(input: string | ToastOptions, type?: ToastType): ToastHandle {
  const { locale, onClose, ...options } = typeof input === 'string' ? { message: input } : input;
  return layer.show(
    (close) => <ToastView open {...options} type={type ?? options.type} onClose={close} />,
    { locale, onClose },
  );
}

/**
 * The imperative toast (Vant showToast and friends): one at a time, a new one replaces the
 * current one. Rendered into a container of its own, created on first use.
 */
export const toast = {
  show: (input: string | ToastOptions) => show(input),
  success: (input: string | ToastOptions) => show(input, 'success'),
  fail: (input: string | ToastOptions) => show(input, 'fail'),
  /** Stays until cleared or replaced unless a duration is given. */
  loading: (input: string | ToastOptions = {}) => show(input, 'loading'),
  clear: layer.clear,
};
