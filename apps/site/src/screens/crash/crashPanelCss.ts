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

/** Hashes and salts: monospace, broken anywhere so a 64-character hash fits a phone. */
export const monoCss = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: 12,
  wordBreak: 'break-all' as const,
};
