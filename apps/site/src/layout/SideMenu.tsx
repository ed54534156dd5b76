import { Button, Icon } from '@skinbox/ui';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Layout } from './device';
import { chromeMessages } from './messages';

// The sheet (the kit's Popup) and its panel (user card, entries, switches) load the first time
// the menu opens: the first screen carries only the button.
const SideMenuSheet = lazy(() =>
  import('./SideMenuPanel').then((m) => ({ default: m.SideMenuSheet })),
);

/** The menu button of the header and the side menu it opens (SideMenuSheet). */
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
      {opened && (
        <Suspense fallback={null}>
          <SideMenuSheet layout={layout} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
