import { describe, expect, it } from 'vitest';
import { SPIN_TURNS, nextRotation, restingAngle } from './wheel';

describe('the turntable wheel', () => {
  it('rests with the middle of the won slice under the pointer at the top', () => {
    expect(restingAngle(0, 6)).toBe(330);
    expect(restingAngle(5, 6)).toBe(30);
    expect(restingAngle(3, 6)).toBe(150);
  });

  it('always turns forward by whole turns to the slice', () => {
    const first = nextRotation(0, 2, 6);
    expect(first).toBe(SPIN_TURNS * 360 + 210);
    const second = nextRotation(first, 0, 6);
    expect(second).toBeGreaterThan(first);
    expect(((second % 360) + 360) % 360).toBe(330);
  });
});
