import { Button, Popup } from '@skinbox/ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Layout } from '../../layout/device';
import { filterSheetMessages } from './filterSheetMessages';

/**
 * A listing's filters behind one button that counts the active ones, so the list starts near the
 * top of the screen: a bottom sheet on a phone, a side panel on desktop. The filters apply as
 * they change; Done closes the sheet on the filtered list.
 */
export function FilterSheet({
  layout,
  label,
  active,
  children,
}: {
  layout: Layout;
  /** The sheet's title and accessible name, e.g. "Filter the bag". */
  label: string;
  /** How many filters narrow the listing now. */
  active: number;
  children: ReactNode;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant={active > 0 ? 'primary' : 'default'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {intl.formatMessage(filterSheetMessages.open, { count: active })}
      </Button>
      <Popup
        show={open}
        position={layout === 'm' ? 'bottom' : 'right'}
        round={layout === 'm'}
        closeable
        onClose={() => setOpen(false)}
        aria-label={label}
        css={{
          width: layout === 'm' ? '100%' : 380,
          maxHeight: layout === 'm' ? '85vh' : '100%',
          height: layout === 'm' ? 'auto' : '100%',
          overflowY: 'auto',
        }}
      >
        <div
          css={(theme) => ({
            display: 'grid',
            gap: theme.space.md,
            padding: `${theme.space.xl} ${theme.space.lg} ${theme.space.lg}`,
          })}
        >
          <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.xl })}>{label}</h2>
          {children}
          <Button variant="primary" block onClick={() => setOpen(false)}>
            {intl.formatMessage(filterSheetMessages.done)}
          </Button>
        </div>
      </Popup>
    </>
  );
}
