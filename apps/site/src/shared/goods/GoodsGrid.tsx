import type { CSSObject, Theme } from '@emotion/react';
import type { Layout } from '../../layout/device';

/** Tiles in rows: 3 across on mobile, as many 160 px columns as fit on desktop. */
export const goodsGridCss =
  (layout: Layout) =>
  (theme: Theme): CSSObject => ({
    display: 'grid',
    gap: theme.space.sm,
    gridTemplateColumns:
      layout === 'm' ? 'repeat(3, minmax(0, 1fr))' : 'repeat(auto-fill, minmax(160px, 1fr))',
  });
