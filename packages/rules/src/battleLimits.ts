import { MINUTE_MS } from './timeUnits';

/**
 * The battle constants of SPEC section 9 ("Up to 6 boxes; 2 to 8 players; auto-dissolve after 15
 * minutes") and the show's clock (GAMES.md section 1: a fixed round length, e.g. 4 s).
 */
export const BATTLE_MIN_BOXES = 1;
export const BATTLE_MAX_BOXES = 6;
export const BATTLE_MIN_SEATS = 2;
export const BATTLE_MAX_SEATS = 8;
export const BATTLE_DISSOLVE_AFTER_MS = 15 * MINUTE_MS;
/**
 * Between the last join and the first reel: every viewer's screen receives the start and counts
 * down together, so the first round does not begin before the joiner's page has it.
 */
export const BATTLE_START_COUNTDOWN_MS = 3_000;
/** One round's reels spin for this long; the round's drops show at its end. */
export const BATTLE_ROUND_MS = 4_000;

/** classic: the highest total takes every drop; clown: the lowest does. */
export const BATTLE_MODES = ['classic', 'clown'] as const;
export type BattleMode = (typeof BATTLE_MODES)[number];

/** waiting (not started), running (in progress), finished, dissolved (SPEC section 4). */
export const BATTLE_STATUSES = ['waiting', 'running', 'finished', 'dissolved'] as const;
export type BattleStatus = (typeof BATTLE_STATUSES)[number];

/** player (made by a general account), official (operators), anchor (a streamer's room). */
export const ROOM_KINDS = ['player', 'official', 'anchor'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];
