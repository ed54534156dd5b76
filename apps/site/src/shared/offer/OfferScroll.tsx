import type { ReactNode } from 'react';
import type { Layout } from '../../layout/device';

/**
 * On /m the bag is an endless list, and the targets (or the ladder) come after it: the list scrolls
 * in a box of its own so they stay within reach however big the bag is. /p pages the bag instead.
 */
export function OfferScroll({ layout, children }: { layout: Layout; children: ReactNode }) {
  if (layout === 'p') return <>{children}</>;
  return (
    <div
      css={(theme) => ({
        maxHeight: '55vh',
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        borderRadius: theme.radius.md,
      })}
    >
      {children}
    </div>
  );
}
