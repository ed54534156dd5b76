import type { ReactNode } from 'react';
import type { Layout } from '../layout/device';
import { BindPhoneView } from './BindPhoneView';
import { PrizeAnnouncer } from './PrizeAnnouncer';
import { RegisterPacketView } from './RegisterPacketView';
import { SignInOverlay } from './SignInOverlay';

/**
 * The routed view and the app-wide views around it: the desktop sign-in overlay (mobile uses the
 * /m/sign page), live win announcements, the bind-phone view and the register red packet.
 */
export function AppViews({ layout, children }: { layout: Layout; children: ReactNode }) {
  return (
    <div css={{ position: 'relative' }}>
      {children}
      {layout === 'p' && <SignInOverlay />}
      <PrizeAnnouncer />
      <BindPhoneView />
      <RegisterPacketView />
    </div>
  );
}
