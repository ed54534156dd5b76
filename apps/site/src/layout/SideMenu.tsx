import { Button, Icon, Popup } from '@skinbox/ui';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Layout } from './device';
import { chromeMessages } from './messages';

// The panel (user card, entries, switches) loads the first time the menu opens: the first screen
// carries only the button.
const SideMenuPanel = lazy(() =>
  import('./SideMenuPanel').then((m) => ({ default: m.SideMenuPanel })),
);

/** The menu button of the header and the side menu it opens (SideMenuPanel). */
export function SideMenu({ layout }: { layout: Layout }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="small"
        aria-label={intl.formatMessage(chromeMessages.openMenu)}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        icon={<Icon name="menu" size={20} />}
        css={{ flex: 'none', padding: '0 6px' }}
      />
      <Popup
        show={open}
        position={layout === 'm' ? 'left' : 'right'}
        closeable
        onClose={() => setOpen(false)}
        aria-label={intl.formatMessage(chromeMessages.menu)}
        css={{ width: 280, maxWidth: '85vw', height: '100%', overflowY: 'auto' }}
      >
        {opened && (
          <Suspense fallback={null}>
            <SideMenuPanel layout={layout} open={open} onClose={() => setOpen(false)} />
          </Suspense>
        )}
      </Popup>
    </>
  );
}
