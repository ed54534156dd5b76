export { CONFIRM_DIALOG_WIDTH, ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { reasonProblem } from './reason';
