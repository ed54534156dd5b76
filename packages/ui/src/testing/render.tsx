import { render, type RenderOptions } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement, ReactNode } from 'react';
import { KitProvider } from '../provider/KitProvider';
import type { Locale } from '../locale/types';

/** Renders `ui` inside the kit's provider, as every consumer of the kit does. */
export function renderWithKit(
  ui: ReactElement,
  { locale = 'zh', ...options }: RenderOptions & { locale?: Locale } = {},
) {
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <KitProvider locale={locale}>{children}</KitProvider>
  );
  return render(ui, { wrapper, ...options });
}

/**
 * Fails with the rule ids and targets when axe finds any violation. Colour contrast is left to the
 * browser layer: jsdom does not compute styles.
 */
export async function expectNoAxeViolations(container: Element) {
  const { violations } = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false } },
  });
  const summary = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  if (summary.length > 0) throw new Error(`axe violations:\n${summary.join('\n')}`);
}
