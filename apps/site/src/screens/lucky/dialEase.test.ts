import { describe, expect, it } from 'vitest';
import { DIAL_EASE_CSS, dialEase } from './dialEase';

describe('dialEase', () => {
  it('starts still, ends on the ticket and only ever turns on', () => {
    expect(dialEase(0)).toBe(0);
    expect(dialEase(1)).toBe(1);
    let last = 0;
    for (let step = 1; step <= 100; step += 1) {
      const turned = dialEase(step / 100);
      expect(turned).toBeGreaterThanOrEqual(last);
      last = turned;
    }
  });

  it('rushes then creeps: most of the turn is made in the first quarter of the run', () => {
    expect(dialEase(0.25)).toBeGreaterThan(0.75);
    expect(dialEase(0.9)).toBeGreaterThan(0.99);
  });

  it('is the curve the running transition names', () => {
    expect(DIAL_EASE_CSS).toBe('cubic-bezier(0.12, 0.8, 0.18, 1)');
  });
});
