import type { ReactNode } from 'react';
import type { Layout } from '../../layout/device';

/** A listing's filters as a search landmark: one column on a phone, `columns` on desktop. */
export function Filters({
  label,
  layout,
  columns,
  children,
}: {
  label: string;
  layout: Layout;
  columns: number;
  children: ReactNode;
}) {
  return (
    <div
      role="search"
      aria-label={label}
      css={{
        display: 'grid',
        gridTemplateColumns: layout === 'm' ? '1fr' : `repeat(${columns}, minmax(0, 1fr))`,
      }}
    >
      {children}
    </div>
  );
}
