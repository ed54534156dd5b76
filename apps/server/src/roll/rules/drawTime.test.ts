import { describe, expect, it } from 'vitest';
import { drawTimeAfterJoin, drawTimeAllowed } from './drawTime';
import { DAY_MS, MINUTE_MS } from '@skinbox/rules';

const NOW = new Date('2026-11-20T12:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe('a roll room draw time', () => {
  it('is 5 minutes to 30 days away for a streamer', () => {
    expect(drawTimeAllowed(later(5 * MINUTE_MS - 1), NOW)).toBe(false);
    expect(drawTimeAllowed(later(5 * MINUTE_MS), NOW)).toBe(true);
    expect(drawTimeAllowed(later(30 * DAY_MS), NOW)).toBe(true);
    expect(drawTimeAllowed(later(30 * DAY_MS + 1), NOW)).toBe(false);
  });

  it('comes forward to the seconds after the first join of a room that asks for it', () => {
    const drawAt = later(DAY_MS);
    expect(drawTimeAfterJoin(drawAt, 8, 0, NOW)).toEqual(later(8000));
    expect(drawTimeAfterJoin(drawAt, 8, 1, NOW)).toBeNull();
    expect(drawTimeAfterJoin(drawAt, null, 0, NOW)).toBeNull();
    // Never later than it was.
    expect(drawTimeAfterJoin(later(5000), 8, 0, NOW)).toBeNull();
  });
});
