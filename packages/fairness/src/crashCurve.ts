// In a module of its own: the site's crash screen draws the curve with it on its first screen and
// loads the chain's hashing (crash.ts) only when a round is verified.
/**
 * Bustabit's curve: the multiplier grows as e^(0.00006 · ms) from the round's start, so 2.00x is
 * reached after about 11.55 s and 10.00x after about 38.4 s. Clients draw the curve from the start
 * time with this same function; the server settles every cash-out with it.
 */
export const CRASH_GROWTH_PER_MS = 0.00006;

/** The multiplier in hundredths `elapsedMs` after the start (floored, as bustabit shows it). */
export function crashMultiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs));
}

/**
 * The inverse: the first whole millisecond at which the multiplier reaches `hundredths`, so a round
 * whose crash point is p runs exactly crashElapsedMs(p) ms. Corrected by a step either way, since
 * the logarithm and the exponential round differently at the boundary.
 */
export function crashElapsedMs(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let ms = Math.ceil(Math.log(hundredths / 100) / CRASH_GROWTH_PER_MS);
  while (ms > 0 && crashMultiplierAt(ms - 1) >= hundredths) ms -= 1;
  while (crashMultiplierAt(ms) < hundredths) ms += 1;
  return ms;
}
