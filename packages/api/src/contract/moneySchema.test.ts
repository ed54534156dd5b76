// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { moneyString } from './moneySchema';

describe('money strings on the wire', () => {
  it('accepts only two decimal places on the wire', () => {
    expect(moneyString.safeParse('12.30').success).toBe(true);
    expect(moneyString.safeParse('12.3').success).toBe(false);
    expect(moneyString.safeParse('12').success).toBe(false);
  });
});
