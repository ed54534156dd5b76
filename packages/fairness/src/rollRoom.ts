import { GAME } from './games';
import { sha256Hex } from './hash';
import { roll } from './roll';

/**
 * GAMES.md section 3: a roll room's public seed is the SHA-256 of its participants' ids in join
 * order, joined with ':' (the same documented choice as battlePublicSeed), so nobody, the house
 * included, knows it before the last join.
 */
export function rollPublicSeed(participantIdsInJoinOrder: readonly number[]): Promise<string> {
  if (participantIdsInJoinOrder.length === 0) throw new Error('a draw needs participants');
  return sha256Hex(participantIdsInJoinOrder.join(':'));
}

/** One prize's draw: who among those not yet drawn took it, and the roll that chose them. */
export interface RollRoomDraw {
  /** The prize's place in the room's prize order, from 0. */
  prize: number;
  hmac: string;
  ticket: number;
  /** The winner's place among the participants not yet drawn (join order), from 0. */
  position: number;
  userId: number;
}

/**
 * Prize i (from 0) goes to the participant at floor(float × remaining) among those not yet drawn,
 * in join order, where float is roll('roll', roomSeed, publicSeed, i, 0)'s. The product is taken
 * on the roll's 52 bits as integers (h × remaining >> 52), so no rounding can move a boundary.
 * Each participant wins at most one prize; prizes beyond the participant count are not drawn.
 */
export async function rollRoomDraws(
  roomSeed: string,
  participantIdsInJoinOrder: readonly number[],
  prizeCount: number,
): Promise<{ publicSeed: string; draws: RollRoomDraw[] }> {
  const publicSeed = await rollPublicSeed(participantIdsInJoinOrder);
  const remaining = [...participantIdsInJoinOrder];
  const draws: RollRoomDraw[] = [];
  for (let prize = 0; prize < prizeCount && remaining.length > 0; prize += 1) {
    const result = await roll({
      game: GAME.rollRoom,
      serverSeed: roomSeed,
      clientSeed: publicSeed,
      nonce: prize,
      cursor: 0,
    });
    const bits = BigInt(`0x${result.hmac.slice(0, 13)}`);
    const position = Number((bits * BigInt(remaining.length)) >> 52n);
    const [userId] = remaining.splice(position, 1);
    if (userId === undefined) throw new Error('a draw fell outside the participants');
    draws.push({ prize, hmac: result.hmac, ticket: result.ticket, position, userId });
  }
  return { publicSeed, draws };
}
