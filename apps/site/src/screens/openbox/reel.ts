/**
 * The opening animation's model, pure so it is tested without a browser: a strip of tiles slides
 * left and stops with the won item under the centre line.
 */

/** Tiles in one strip; the won item sits at WIN_INDEX, a few tiles before the end. */
export const STRIP_LENGTH = 40;
export const WIN_INDEX = 34;
/** How long a strip spins before it stops, in milliseconds. */
export const REEL_MS = 5000;

/**
 * The strip of one opening: filler items picked deterministically from the box's items (so a
 * replay draws the same strip) and the won item at WIN_INDEX. Fillers are visual only: the drop
 * itself comes from the server's provably fair roll.
 */
export function buildStrip<T>(items: readonly T[], won: T, seed: number): T[] {
  if (items.length === 0) return Array.from({ length: STRIP_LENGTH }, () => won);
  let state = seed >>> 0 || 1;
  return Array.from({ length: STRIP_LENGTH }, (_, index) => {
    if (index === WIN_INDEX) return won;
    // xorshift32: cheap, well spread, repeatable.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return items[(state >>> 0) % items.length] as T;
  });
}

/** Ease-out cubic: fast at first, slowing to a stop. */
export function easeOut(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return 1 - (1 - t) ** 3;
}

/**
 * How far the strip has moved after `elapsed` ms, for a full travel of `distance` px: the travel
 * puts the middle of WIN_INDEX under the centre line.
 */
export function reelOffset(elapsed: number, distance: number, duration = REEL_MS): number {
  return distance * easeOut(elapsed / duration);
}

/** Travel of a strip whose tiles are `tile` px wide (gap included) in a window `view` px wide. */
export function reelDistance(tile: number, view: number): number {
  return WIN_INDEX * tile + tile / 2 - view / 2;
}

/** Index of the tile under the centre line at an offset: a tick sounds each time it changes. */
export function tileUnderLine(offset: number, tile: number, view: number): number {
  return Math.floor((offset + view / 2) / tile);
}
