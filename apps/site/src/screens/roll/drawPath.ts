/**
 * The live draw of a roll room (issue 30): a light runs over the entrants' avatars, slowing, and
 * stops on each prize's winner. One hop of the light: the avatar it stands on and how long.
 */
export interface DrawHop {
  /** The avatar's place in the entrants' list. */
  index: number;
  /** How long the light stands on it, in ms. */
  ms: number;
}

/** The quickest and slowest hop: the light rushes, then creeps onto the winner. */
export const DRAW_HOP_FIRST_MS = 60;
export const DRAW_HOP_LAST_MS = 420;
/** How long the winner stands lit before the next prize's draw. */
export const DRAW_WINNER_HOLD_MS = 900;
/** Whole rounds the light makes over a small room before it stops; a crowd gets one. */
const ROUNDS_SMALL_ROOM = 2;
const SMALL_ROOM = 16;

/**
 * The hops from `from` to the winner at `winner` among `count` entrants: whole rounds, then on to
 * the winner, each hop a little longer than the last (an ease-in of the wait, so the light slows).
 */
export function drawPath(count: number, from: number, winner: number): DrawHop[] {
  if (count <= 1) return [{ index: Math.max(0, winner), ms: DRAW_HOP_LAST_MS }];
  const rounds = count <= SMALL_ROOM ? ROUNDS_SMALL_ROOM : 1;
  const hops = rounds * count + ((winner - from + count) % count);
  return Array.from({ length: hops }, (_, i) => {
    const t = hops === 1 ? 1 : i / (hops - 1);
    return {
      index: (from + i + 1) % count,
      ms: Math.round(DRAW_HOP_FIRST_MS + (DRAW_HOP_LAST_MS - DRAW_HOP_FIRST_MS) * t * t),
    };
  });
}
