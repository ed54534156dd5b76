import { MINUTE_MS } from '@skinbox/rules';

/**
 * Joins one player may ask for in a window, password or not (issue 27): each join reads the
 * player's level and recharges and waits on the room's lock, and no person joins thirty rooms in
 * ten minutes.
 */
export const ROLL_JOINS_PER_PLAYER = { limit: 30, windowMs: 10 * MINUTE_MS };
