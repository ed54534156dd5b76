import type { Theme } from '@emotion/react';

/**
 * How the account screens set the kit's Field: a raised, rounded box of its own, so the input
 * reads as one on a card of the page's surface colour too (a Section, the desktop form card).
 * The kit's hairline between stacked fields is left out: the boxes stand apart.
 */
export const fieldCss = (theme: Theme) => ({
  background: theme.color.surfaceRaised,
  borderRadius: theme.radius.md,
  '&::before': { display: 'none' },
});
