import { describe, expect, it } from 'vitest';
import { crossingTarget } from './crossing';

describe('crossingTarget', () => {
  it('sends /m to the desktop home when the window grows past 1024 px', () => {
    expect(crossingTarget('m', 1023, 1024, '')).toBe('/p/home');
  });

  it('sends /p to the mobile home when the window shrinks under 1024 px', () => {
    expect(crossingTarget('p', 1024, 1023, '?tab=2')).toBe('/m/home');
  });

  it('keeps the code query parameter', () => {
    expect(crossingTarget('m', 800, 1280, '?code=AB12&x=1')).toBe('/p/home?code=AB12');
  });

  it('does nothing while the width stays on one side', () => {
    expect(crossingTarget('p', 1440, 1100, '')).toBeUndefined();
    expect(crossingTarget('m', 375, 812, '')).toBeUndefined();
  });

  it('does nothing when the layout already fits the new width', () => {
    expect(crossingTarget('p', 900, 1300, '')).toBeUndefined();
  });
});
