import type { ReactNode } from 'react';

/** One titled block of an account page (a card with a heading). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
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
      <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lg })}>{title}</h2>
      {children}
    </section>
  );
}
