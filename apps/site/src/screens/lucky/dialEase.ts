/**
 * The needle's slowing, one curve for the running dial (a CSS transition) and its still frames
 * (stories, screenshots): a fast start that creeps onto the ticket.
 */
const P1 = { x: 0.12, y: 0.8 };
const P2 = { x: 0.18, y: 1 };

export const DIAL_EASE_CSS = `cubic-bezier(${P1.x}, ${P1.y}, ${P2.x}, ${P2.y})`;

function bezier(t: number, a: number, b: number): number {
  const u = 1 - t;
  return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t;
}

/** How far the needle has turned (0 to 1) at this share of its run, as the transition draws it. */
export function dialEase(progress: number): number {
  if (progress <= 0) return 0;
  if (progress >= 1) return 1;
  // x(t) rises monotonically: find the curve's t for this time by halving, then read y.
  let low = 0;
  let high = 1;
  for (let i = 0; i < 30; i += 1) {
    const mid = (low + high) / 2;
    if (bezier(mid, P1.x, P2.x) < progress) low = mid;
    else high = mid;
  }
  return bezier((low + high) / 2, P1.y, P2.y);
}
