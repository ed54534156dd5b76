import type { ErrorKey } from '@skinbox/api';
import { centsToMoney } from '@skinbox/api';

/** A room as the join rule sees it, read under the room's lock. */
export interface JoinableRoom {
  status: 'open' | 'drawn' | 'returned';
  drawAt: Date;
  cap: number;
  participants: number;
  vipLevel: number | null;
  rechargeMinCents: bigint | null;
  rechargeSince: Date | null;
}

/** The player asking to join. */
export interface Joiner {
  /** The streamer whose bag the prizes came from: their own giveaway is not theirs to win. */
  isCreator: boolean;
  alreadyJoined: boolean;
  /** True for a room without a password. */
  passwordMatches: boolean;
  vipLevel: number;
  /** Coins (cents) recharged since the room's date; 0 when it asks for none. */
  rechargedCents: bigint;
}

export interface JoinRefusal {
  key: ErrorKey;
  params?: Record<string, string | number>;
}

/**
 * Why a player may not join (GAMES.md section 3), or null. Joining closes at the draw time even
 * before the draw has run, so a join can never land after the participants were fixed. `day`
 * names a date in the site's zone for the recharge message.
 */
export function joinRefusal(
  room: JoinableRoom,
  joiner: Joiner,
  now: Date,
  day: (at: Date) => string,
): JoinRefusal | null {
  if (room.status !== 'open' || now.getTime() >= room.drawAt.getTime()) {
    return { key: 'errors.rollClosed' };
  }
  if (joiner.isCreator) return { key: 'errors.rollOwnRoom' };
  if (joiner.alreadyJoined) return { key: 'errors.rollAlreadyJoined' };
  if (room.participants >= room.cap) return { key: 'errors.rollFull' };
  if (!joiner.passwordMatches) return { key: 'errors.rollPasswordWrong' };
  if (room.vipLevel !== null && joiner.vipLevel < room.vipLevel) {
    return { key: 'errors.rollVipTooLow', params: { level: room.vipLevel } };
  }
  if (
    room.rechargeMinCents !== null &&
    room.rechargeSince !== null &&
    joiner.rechargedCents < room.rechargeMinCents
  ) {
    return {
      key: 'errors.rollRechargeTooLow',
      params: { amount: centsToMoney(room.rechargeMinCents), since: day(room.rechargeSince) },
    };
  }
  return null;
}
