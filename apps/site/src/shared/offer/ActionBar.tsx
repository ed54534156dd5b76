import type { ReactNode } from 'react';
import type { Layout } from '../../layout/device';

/** Height of the mobile tab bar (layout/TabBar.tsx), which the bar must stay above. */
const MOBILE_TAB_BAR = 56;

/**
 * The bar with a trade-up's summary and its buttons, kept in view at the bottom of the screen
 * while the player scrolls through the items (above the tab bar on /m).
 */
export function ActionBar({
  layout,
  summary,
  children,
}: {
  layout: Layout;
  summary: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      css={(theme) => ({
        position: 'sticky',
        bottom: layout === 'm' ? MOBILE_TAB_BAR : 0,
        zIndex: 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: theme.space.sm,
        padding: theme.space.sm,
        borderRadius: theme.radius.md,
        border: `1px solid ${theme.color.border}`,
        background: theme.color.surface,
      })}
    >
      <span css={{ minWidth: 0 }}>{summary}</span>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>{children}</div>
    </div>
  );
}
