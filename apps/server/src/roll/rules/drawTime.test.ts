import { describe, expect, it } from 'vitest';
import { drawTimeAfterJoin, drawTimeAllowed } from './drawTime';

const NOW = new Date('2026-11-20T12:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const MINUTE = 60_000;
const DAY = 86_400_000;

describe('a roll room draw time', () => {
  it('is 5 minutes to 30 days away for a streamer', () => {
    expect(drawTimeAllowed(later(5 * MINUTE - 1), NOW)).toBe(false);
    expect(drawTimeAllowed(later(5 * MINUTE), NOW)).toBe(true);
    expect(drawTimeAllowed(later(30 * DAY), NOW)).toBe(true);
    expect(drawTimeAllowed(later(30 * DAY + 1), NOW)).toBe(false);
  });

  it('comes forward to the seconds after the first join of a room that asks for it', () => {
    const drawAt = later(DAY);
    expect(drawTimeAfterJoin(drawAt, 8, 0, NOW)).toEqual(later(8000));
    expect(drawTimeAfterJoin(drawAt, 8, 1, NOW)).toBeNull();
    expect(drawTimeAfterJoin(drawAt, null, 0, NOW)).toBeNull();
    // Never later than it was.
    expect(drawTimeAfterJoin(later(5000), 8, 0, NOW)).toBeNull();
  });
});
