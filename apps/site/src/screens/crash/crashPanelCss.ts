import type { CSSObject, Theme } from '@emotion/react';

/** A panel beside the crash curve (stake, players, fairness): a bordered card of stacked parts. */
export const crashPanelCss = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
  padding: theme.space.lg,
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
});
