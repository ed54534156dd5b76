/** Extra whole turns before the wheel settles, so a spin looks like one. */
export const SPIN_TURNS = 5;
/** How long the wheel turns, ms. */
export const SPIN_MS = 4_000;

/** The wheel's angle (degrees, clockwise) that puts slice `index` of `count` under the pointer. */
export function restingAngle(index: number, count: number): number {
  const slice = 360 / count;
  return (360 - (index + 0.5) * slice) % 360;
}

/**
 * The next rotation from `current`: forward by SPIN_TURNS whole turns and on to the slice's
 * resting angle, so the wheel never turns back.
 */
export function nextRotation(current: number, index: number, count: number): number {
  const base = current - (((current % 360) + 360) % 360);
  return base + SPIN_TURNS * 360 + restingAngle(index, count);
}
