import { toast } from './toastApi';
import { ToastView, type ToastProps } from './ToastView';

/**
 * One name for both uses, as the site calls it: `<Toast open message="…" />` declaratively, and
 * `Toast.show / success / fail / loading / clear` imperatively.
 */
export const Toast = /* @__PURE__ */ Object.assign(function Toast(props: ToastProps) {
  return <ToastView {...props} />;
}, toast);
