import type { Session } from '@skinbox/api';
import type { ReactNode } from 'react';
import type { Layout } from '../../layout/device';
import { RegisterFormView } from './RegisterFormView';
import { useRegisterForm } from './useRegisterForm';

/**
 * Sign-up (SPEC section 5): its state (useRegisterForm) shown by RegisterFormView. Used by the
 * /m/register and /p/register pages and the desktop sign-in overlay.
 */
export function RegisterForm({
  layout,
  onRegistered,
  links,
}: {
  layout: Layout;
  onRegistered(session: Session): void | Promise<void>;
  links: ReactNode;
}) {
  return <RegisterFormView {...useRegisterForm({ layout, onRegistered })} links={links} />;
}
