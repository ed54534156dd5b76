/**
 * The reel's motion, pure so it is tested without a browser: a strip of tiles slides left and
 * stops with the won tile under the centre marker. The fillers are picked from a seed, so a
 * replay (and a story's still frame) draws the same strip; the win itself is the app's.
 */

/** Tiles in one strip; the won tile sits at REEL_WIN_INDEX, a few before the end. */
export const REEL_STRIP_LENGTH = 40;
export const REEL_WIN_INDEX = 34;
/** How long a spin lasts, in milliseconds. */
export const REEL_DURATION = 5000;
/**
 * How long the won tile stands lit under the marker before the reveal (issue 30: 0.5 to 1 s): the
 * moment the player sees what they won, in its rarity's light, before the screen moves on.
 */
export const REEL_HOLD_MS = 800;
/** Between two reels of one opening stopping, so several drops land one after another. */
export const REEL_STAGGER_MS = 450;
/**
 * The share of the spin spent rushing: by then the strip stands REEL_RUSH_SHARE of its travel
 * short of the win, nearly stopped; the rest of the time it creeps onto the won tile (the
 * tension of a tile that might not make it).
 */
export const REEL_RUSH_END = 0.78;
export const REEL_RUSH_SHARE = 0.975;

/** The strip of one spin: fillers from `items` by `seed`, `won` at REEL_WIN_INDEX. */
export function buildReelStrip<T>(items: readonly T[], won: T, seed: number): T[] {
  if (items.length === 0) return Array.from({ length: REEL_STRIP_LENGTH }, () => won);
  let state = seed >>> 0 || 1;
  return Array.from({ length: REEL_STRIP_LENGTH }, (_, index) => {
    if (index === REEL_WIN_INDEX) return won;
    // xorshift32: cheap, well spread, repeatable.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return items[(state >>> 0) % items.length] as T;
  });
}

const clamp = (t: number) => Math.min(1, Math.max(0, t));

/**
 * Share of the travel done at `progress` (0 to 1): an ease-out cubic rush that all but stops just
 * short of the win, then an ease-in-out creep that ends exactly on it.
 */
export function reelEase(progress: number): number {
  const t = clamp(progress);
  if (t <= REEL_RUSH_END) return REEL_RUSH_SHARE * (1 - (1 - t / REEL_RUSH_END) ** 3);
  const creep = (t - REEL_RUSH_END) / (1 - REEL_RUSH_END);
  return REEL_RUSH_SHARE + (1 - REEL_RUSH_SHARE) * (0.5 - Math.cos(Math.PI * creep) / 2);
}

/** Travel that puts the middle of tile `winIndex` under the centre of a `view` px window. */
export function reelDistance(tile: number, view: number, winIndex = REEL_WIN_INDEX): number {
  return winIndex * tile + tile / 2 - view / 2;
}

/** How far the strip has moved after `elapsed` ms of a `duration` ms spin. */
export function reelOffset(elapsed: number, distance: number, duration = REEL_DURATION): number {
  return distance * reelEase(elapsed / duration);
}

/** The tile under the centre marker at an offset: a tick sounds each time it changes. */
export function tileUnderMarker(offset: number, tile: number, view: number): number {
  return Math.floor((offset + view / 2) / tile);
}
