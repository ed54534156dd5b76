import { describe, expect, it } from 'vitest';
import { humanTrace } from '../../testing/authFlow';
import { SLIDER_CHALLENGE_TTL_MS, SLIDER_TOLERANCE_PX, judgeSlider } from './slider';

const issuedAt = new Date('2026-01-01T00:00:00Z');
const attempt = (change: Partial<Parameters<typeof judgeSlider>[0]>) => {
  const x = change.x ?? 150;
  return judgeSlider({
    targetX: 150,
    issuedAt,
    x,
    trace: humanTrace(x),
    answeredAt: new Date(issuedAt.getTime() + 5000),
    ...change,
  });
};

describe('the slider judgement', () => {
  it('passes a human drag dropped within the tolerance', () => {
    expect(attempt({ x: 150 + SLIDER_TOLERANCE_PX })).toBe('passed');
  });

  it('fails a drop just outside the tolerance', () => {
    expect(attempt({ x: 150 - SLIDER_TOLERANCE_PX - 1 })).toBe('position');
  });

  it('fails a drag that is not a human one, wherever it lands', () => {
    expect(attempt({ trace: humanTrace(150, 250) })).toBe('too fast');
  });

  it('fails a challenge answered after it expired', () => {
    expect(
      attempt({ answeredAt: new Date(issuedAt.getTime() + SLIDER_CHALLENGE_TTL_MS + 1) }),
    ).toBe('expired');
  });
});
