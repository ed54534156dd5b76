import { expect } from 'storybook/test';

/**
 * Issue 30, nothing jumps when a list's data comes: every card is within a tenth of the height
 * its skeleton holds while the list loads.
 */
export async function expectCardsFitTheSkeleton(cards: readonly Element[], skeletonPx: number) {
  await expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    const height = card.getBoundingClientRect().height;
    await expect(Math.abs(height - skeletonPx)).toBeLessThanOrEqual(skeletonPx / 10);
  }
}
