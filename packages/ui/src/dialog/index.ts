export {
  DIALOG_WIDTH,
  Dialog,
  type DialogMessageAlign,
  type DialogProps,
  type DialogTheme,
} from './Dialog';
export {
  closeDialog,
  resetDialogDefaultOptions,
  setDialogDefaultOptions,
  showConfirmDialog,
  showDialog,
  type DialogOptions,
} from './dialogApi';
export type { DialogAction, DialogBeforeClose } from './useDialog';
