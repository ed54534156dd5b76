import type { ReactNode } from 'react';
import { ForgetPasswordFormView } from './ForgetPasswordFormView';
import { useForgetPasswordForm } from './useForgetPasswordForm';

/** A new password set with phone, slider and SMS code: its state shown by ForgetPasswordFormView. */
export function ForgetPasswordForm({ onDone, links }: { onDone?: () => void; links: ReactNode }) {
  return <ForgetPasswordFormView {...useForgetPasswordForm({ onDone })} links={links} />;
}
