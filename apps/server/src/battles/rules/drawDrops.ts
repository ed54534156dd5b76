import { pickByTicket, ticketRanges } from '@skinbox/fairness';

/** An item of a battle box as the draw reads it: its weight in tickets and its price. */
export interface DrawItem {
  goodsId: number;
  tickets: number;
  priceCents: string | bigint;
}

/** The item one seat drew in one round (rounds and seats count from 1). */
export interface DrawnDrop {
  round: number;
  seat: number;
  boxId: number;
  itemId: number;
  ticket: number;
  priceCents: bigint;
}

/**
 * Which item each seat draws in each round (GAMES.md section 1): round r's roll for the s-th seat
 * in seat order (`rolls[r - 1][s - 1]`, as battleRolls returns them) picks from round r's box by
 * its ticket ranges (DESIGN section 3). Each seat's total is the sum of its drops' prices: the
 * figure the settlement compares.
 */
export function drawDrops(
  roundBoxIds: readonly number[],
  contents: ReadonlyMap<number, readonly DrawItem[]>,
  seatsInOrder: readonly number[],
  rolls: readonly (readonly { ticket: number }[])[],
): { drops: DrawnDrop[]; totals: Map<number, bigint> } {
  const totals = new Map<number, bigint>();
  const drops = roundBoxIds.flatMap((boxId, r) => {
    const items = contents.get(boxId) ?? [];
    const ranges = ticketRanges(items.map((i) => i.tickets));
    return seatsInOrder.map((seat, s) => {
      const ticket = rolls[r]?.[s]?.ticket;
      if (ticket === undefined) throw new Error('a roll is missing');
      const item = items[pickByTicket(ranges, ticket)];
      if (!item) throw new Error('a ticket fell outside the box contents');
      const priceCents = BigInt(item.priceCents);
      totals.set(seat, (totals.get(seat) ?? 0n) + priceCents);
      return { round: r + 1, seat, boxId, itemId: item.goodsId, ticket, priceCents };
    });
  });
  return { drops, totals };
}
