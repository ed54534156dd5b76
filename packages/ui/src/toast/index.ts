export { Toast } from './Toast';
export {
  TOAST_DEFAULT_DURATION,
  TOAST_FADE_DURATION,
  TOAST_Z_INDEX,
  ToastView,
  type ToastPosition,
  type ToastProps,
  type ToastType,
} from './ToastView';
export type { ToastHandle, ToastOptions } from './toastApi';
