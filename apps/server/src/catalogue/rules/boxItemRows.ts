/**
 * The rows of a box's contents (boxItems, rewardBoxItems): each item at its position, with the
 * tickets solveTickets gave it, or one where it gave none.
 */
export function boxItemRows(boxId: number, itemIds: readonly number[], tickets: readonly number[]) {
  return itemIds.map((itemId, position) => ({
    boxId,
    position,
    itemId,
    tickets: tickets[position] ?? 1,
  }));
}
