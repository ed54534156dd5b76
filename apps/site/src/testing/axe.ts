import axe from 'axe-core';

/**
 * Fails with the rule ids and targets when axe finds any violation in a rendered screen. Colour
 * contrast is left to the browser layers (e2e): jsdom computes no styles.
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
