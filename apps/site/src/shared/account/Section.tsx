import type { ReactNode } from 'react';

/**
 * One titled block of an account page (a card with a heading). `showTitle` false keeps the title
 * as the section's name only, where the page bar already says it.
 */
export function Section({
  title,
  showTitle = true,
  children,
}: {
  title: string;
  showTitle?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.md,
        padding: theme.space.lg,
        borderRadius: theme.radius.lg,
        background: theme.color.surface,
        border: `1px solid ${theme.color.border}`,
      })}
    >
      {showTitle && <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lg })}>{title}</h2>}
      {children}
    </section>
  );
}
