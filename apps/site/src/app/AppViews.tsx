import { useStores } from '@skinbox/stores';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { Layout } from '../layout/device';
import { LiveAnnouncer } from '../shared/announcer/LiveAnnouncer';
import { WelcomeBanner } from '../shared/welcome/WelcomeBanner';

// The sign-in overlay and the bind-phone view carry the account forms (and the contract's form
// rules); the win announcer carries the prize toast and the fireworks; the register red packet
// shows once per player; the session reminder (limits) runs once a player signs in. Each chunk loads the first time its view has something to show.
const SignInOverlay = lazy(() =>
  import('./SignInOverlay').then((m) => ({ default: m.SignInOverlay })),
);
const BindPhoneView = lazy(() =>
  import('./BindPhoneView').then((m) => ({ default: m.BindPhoneView })),
);
const PrizeAnnouncer = lazy(() =>
  import('./PrizeAnnouncer').then((m) => ({ default: m.PrizeAnnouncer })),
);
const PersonalPrizeToast = lazy(() =>
  import('./PersonalPrizeToast').then((m) => ({ default: m.PersonalPrizeToast })),
);
const SessionReminder = lazy(() =>
  import('../shared/limits/SessionReminder').then((m) => ({ default: m.SessionReminder })),
);
const ClosedPageNotice = lazy(() =>
  import('./ClosedPageNotice').then((m) => ({ default: m.ClosedPageNotice })),
);
const RegisterPacketView = lazy(() =>
  import('./RegisterPacketView').then((m) => ({ default: m.RegisterPacketView })),
);

/**
 * Mounts `View` from the first time `open` is true and keeps it mounted, so its own closing
 * (and later openings) work as if it had always been there.
 */
function OnceOpened({ open, View }: { open: boolean; View: ComponentType }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened && !open) return null;
  return (
    <Suspense fallback={null}>
      <View />
    </Suspense>
  );
}

const LazyViews = observer(function LazyViews({ layout }: { layout: Layout }) {
  const { ui, announcements, user, prizes } = useStores();
  return (
    <>
      {layout === 'p' && <OnceOpened open={ui.signInOpen} View={SignInOverlay} />}
      <OnceOpened open={ui.bindPhoneOpen} View={BindPhoneView} />
      <OnceOpened
        open={announcements.current !== null || announcements.fireworksVisible}
        View={PrizeAnnouncer}
      />
      <OnceOpened open={prizes.current !== null} View={PersonalPrizeToast} />
      <OnceOpened open={user.registerPacket.visible} View={RegisterPacketView} />
      <OnceOpened open={user.isLoggedIn} View={SessionReminder} />
      <OnceOpened open={ui.closedPage !== null} View={ClosedPageNotice} />
    </>
  );
});

/**
 * The routed view and the app-wide views around it: the desktop sign-in overlay (mobile uses the
 * /m/sign page), live win announcements, the player's own prizes (cid 102 and 103), the bind-phone
 * view, the register red packet and the session-time reminder the player chose (shared/limits);
 * above the page, the welcome a new player reads once; around it all, the one live region the
 * screens announce results through (and that says the balance when it changes).
 */
export function AppViews({ layout, children }: { layout: Layout; children: ReactNode }) {
  return (
    <div css={{ position: 'relative' }}>
      <LiveAnnouncer>
        <WelcomeBanner layout={layout} />
        {children}
        <LazyViews layout={layout} />
      </LiveAnnouncer>
    </div>
  );
}
