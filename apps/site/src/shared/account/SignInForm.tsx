import type { Session } from '@skinbox/api';
import type { ReactNode } from 'react';
import type { Layout } from '../../layout/device';
import { SignInFormView } from './SignInFormView';
import { useSignInForm } from './useSignInForm';

/**
 * Sign-in with account and password, or phone and SMS code: its state (useSignInForm) shown by
 * SignInFormView. Used by the /m/sign and /p/sign pages and the desktop sign-in overlay.
 */
export function SignInForm({
  layout,
  onSignedIn,
  links,
}: {
  layout: Layout;
  onSignedIn(session: Session): void | Promise<void>;
  links: ReactNode;
}) {
  return <SignInFormView {...useSignInForm({ layout, onSignedIn })} links={links} />;
}
