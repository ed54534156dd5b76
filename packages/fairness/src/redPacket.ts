import { GAME } from './games';
import { roll, TICKETS } from './roll';

const BITS = 52n;

/** The first 52 bits of a roll's HMAC as an integer, as the roll's float is made. */
function firstBits(hmac: string): bigint {
  return BigInt(`0x${hmac.slice(0, 13)}`);
}

export interface RedPacketSplitInput {
  /** The packet's own server seed (its SHA-256 is fixed when the packet is made). */
  serverSeed: string;
  /** The packet's password. */
  clientSeed: string;
  totalCents: number;
  /** How many players share it; each gets at least one cent. */
  count: number;
}

/**
 * How a password red packet is split among its first `count` claimants (GAMES.md section 6), in
 * claim order: claimant k (from 0) rolls roll('redpacket', serverSeed, password, k, 0) and takes
 * 1 + ⌊h × upper / 2^52⌋ cents, where h is the roll's first 52 bits and upper is the smaller of
 * twice the average left and what leaves one cent for everyone after; the last takes the rest.
 * Integer arithmetic only, so the server and the browser split alike, and the shares add up to
 * the total exactly.
 */
export async function redPacketShares({
  serverSeed,
  clientSeed,
  totalCents,
  count,
}: RedPacketSplitInput): Promise<number[]> {
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`a red packet is shared by a whole number of players, got ${count}`);
  }
  if (!Number.isSafeInteger(totalCents) || totalCents < count) {
    throw new Error(`a red packet of ${totalCents} cents cannot give ${count} players a cent each`);
  }
  const shares: number[] = [];
  let remaining = BigInt(totalCents);
  for (let k = 0; k < count; k += 1) {
    const left = BigInt(count - k);
    let share = remaining;
    if (left > 1n) {
      const twiceAverage = (2n * remaining) / left;
      const leavingACentEach = remaining - (left - 1n);
      const upper = twiceAverage < leavingACentEach ? twiceAverage : leavingACentEach;
      const { hmac } = await roll({
        game: GAME.redPacket,
        serverSeed,
        clientSeed,
        nonce: k,
        cursor: 0,
      });
      share = 1n + ((firstBits(hmac) * upper) >> BITS);
    }
    shares.push(Number(share));
    remaining -= share;
  }
  return shares;
}

/**
 * A lucky red packet's amount from its roll's ticket (the player's seed pair, game 'redpacket'):
 * every cent from `minCents` to `maxCents` holds an equal share of the 100000 tickets, rounded
 * down: min + ⌊(ticket − 1) × (max − min + 1) / 100000⌋.
 */
export function luckyPacketCents(ticket: number, minCents: number, maxCents: number): number {
  if (!Number.isInteger(ticket) || ticket < 1 || ticket > TICKETS) {
    throw new Error(`a ticket is a whole number in [1, ${TICKETS}], got ${ticket}`);
  }
  if (!Number.isSafeInteger(minCents) || minCents < 1 || maxCents < minCents) {
    throw new Error(`a lucky red packet needs 1 <= min <= max cents, got ${minCents}..${maxCents}`);
  }
  const span = BigInt(maxCents - minCents + 1);
  return minCents + Number((BigInt(ticket - 1) * span) / BigInt(TICKETS));
}
