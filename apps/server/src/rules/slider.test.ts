import { describe, expect, it } from 'vitest';
import {
  SLIDER_CHALLENGE_TTL_MS,
  SLIDER_MAX_DRAG_MS,
  SLIDER_MIN_DRAG_MS,
  SLIDER_TOLERANCE_PX,
  judgeSlider,
} from './slider';

const issuedAt = new Date('2026-01-01T00:00:00Z');
const attempt = (change: Partial<Parameters<typeof judgeSlider>[0]>) =>
  judgeSlider({
    targetX: 150,
    issuedAt,
    x: 150,
    dragMs: 800,
    answeredAt: new Date(issuedAt.getTime() + 5000),
    ...change,
  });

describe('the slider judgement', () => {
  it('passes a drop within the tolerance', () => {
    expect(attempt({ x: 150 + SLIDER_TOLERANCE_PX })).toBe('passed');
  });

  it('fails a drop just outside the tolerance', () => {
    expect(attempt({ x: 150 - SLIDER_TOLERANCE_PX - 1 })).toBe('position');
  });

  it('fails an instant drag and an endless one', () => {
    expect(attempt({ dragMs: SLIDER_MIN_DRAG_MS - 1 })).toBe('timing');
    expect(attempt({ dragMs: SLIDER_MAX_DRAG_MS + 1 })).toBe('timing');
  });

  it('fails a challenge answered after it expired', () => {
    expect(
      attempt({ answeredAt: new Date(issuedAt.getTime() + SLIDER_CHALLENGE_TTL_MS + 1) }),
    ).toBe('expired');
  });
});
