import type { Theme } from '@emotion/react';

/** A link with the kit's button look: the room card's action, the battle pages' way on. */
export const linkButtonCss = (theme: Theme, primary = true) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 32,
  padding: `0 ${theme.space.lg}`,
  borderRadius: theme.radius.md,
  fontSize: theme.fontSize.md,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap' as const,
  background: primary ? theme.color.primary : theme.color.surfaceRaised,
  color: primary ? theme.color.primaryText : theme.color.text,
  border: `1px solid ${primary ? theme.color.primary : theme.color.border}`,
});
