import { describe, expect, it } from 'vitest';
import { ammoFor } from './rules';

describe('the ammo a refining gives', () => {
  it('is each price × the rate, rounded down per item, summed', () => {
    expect(ammoFor(['100.00'], 8000)).toBe('80.00');
    expect(ammoFor(['19.99', '19.99'], 8000)).toBe('31.98');
    expect(ammoFor(['0.01'], 8000)).toBe('0.00');
    expect(ammoFor([], 8000)).toBe('0.00');
  });
});
