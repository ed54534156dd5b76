import type { ErrorKey } from '@skinbox/api';
import { dissolveDue } from './dissolve';
import type { BattleStatus } from '@skinbox/rules';

/** A room as the seat rules see it: `seats[i]` is the user on seat i + 1, or null when free. */
export interface SeatingRoom {
  status: BattleStatus;
  creatorId: number;
  seats: ReadonlyArray<number | null>;
  /** When the room dissolves unless it fills (its creation time plus the 15 minutes). */
  dissolveAt: Date;
}

function openRefusal(room: SeatingRoom, now: Date): ErrorKey | null {
  // Past its 15 minutes a waiting room is closed to joins even before the dissolve job has run,
  // so a join and the dissolve at the edge cannot both win.
  if (room.status !== 'waiting' || dissolveDue(room.dissolveAt, now)) return 'errors.battleNotOpen';
  return null;
}

/**
 * Whether `userId` may take seat `seat` (from 1) now. `passwordMatches` is false when the room has
 * a password and the one entered differs.
 */
export function joinRefusal(
  room: SeatingRoom,
  join: { userId: number; seat: number; passwordMatches: boolean },
  now: Date,
): ErrorKey | null {
  const closed = openRefusal(room, now);
  if (closed) return closed;
  if (!Number.isInteger(join.seat) || join.seat < 1 || join.seat > room.seats.length) {
    return 'errors.battleSeatInvalid';
  }
  if (room.seats.includes(join.userId)) return 'errors.battleAlreadySeated';
  if (room.seats[join.seat - 1] !== null) return 'errors.battleSeatTaken';
  if (!join.passwordMatches) return 'errors.battlePasswordWrong';
  return null;
}

/**
 * Whether `userId` may fill the free seats with ai bots (GAMES.md section 0: the creator may, and
 * the house funds them).
 */
export function botFillRefusal(room: SeatingRoom, userId: number, now: Date): ErrorKey | null {
  const closed = openRefusal(room, now);
  if (closed) return closed;
  if (room.creatorId !== userId) return 'errors.battleCreatorOnly';
  return null;
}

/** The free seats' numbers (from 1), in order. */
export function freeSeats(seats: ReadonlyArray<number | null>): number[] {
  return seats.flatMap((user, index) => (user === null ? [index + 1] : []));
}
