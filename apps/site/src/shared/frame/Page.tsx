import { useId, type ReactNode } from 'react';
import type { Layout } from '../../layout/device';

/** The frame of a game screen: one heading, the layout's gutters, the theme's text. */
export function Page({
  layout,
  title,
  actions,
  children,
}: {
  layout: Layout;
  title: ReactNode;
  /** Beside the heading, e.g. a link to the fairness page. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main
      data-layout={layout}
      css={(theme) => ({
        padding: layout === 'm' ? theme.space.md : theme.space.xl,
        color: theme.color.text,
        fontFamily: theme.fontFamily,
        fontSize: theme.fontSize.md,
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.md,
      })}
    >
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.xl })}>{title}</h1>
        {actions}
      </div>
      {children}
    </main>
  );
}

/** A titled block inside a page. */
export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.sm })}
    >
      <h2 id={id} css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lg })}>
        {title}
      </h2>
      {children}
    </section>
  );
}
