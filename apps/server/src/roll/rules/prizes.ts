/** The order prizes are drawn in: the dearest first, ties in the order they were given. */
export function drawOrder<P extends { priceCents: bigint }>(prizes: readonly P[]): P[] {
  return prizes
    .map((prize, given) => ({ prize, given }))
    .sort((a, b) =>
      a.prize.priceCents === b.prize.priceCents
        ? a.given - b.given
        : a.prize.priceCents > b.prize.priceCents
          ? -1
          : 1,
    )
    .map(({ prize }) => prize);
}

export type PrizeOutcome =
  | { position: number; kind: 'won'; userId: number; ticket: number; drawPosition: number }
  | { position: number; kind: 'returned' };

/**
 * What becomes of each of `prizeCount` prizes after the draws (packages/fairness rollRoomDraws):
 * a drawn prize goes to its winner; the rest (fewer participants than prizes, or none at all) go
 * back to where they came from.
 */
export function prizeOutcomes(
  prizeCount: number,
  draws: ReadonlyArray<{ prize: number; userId: number; ticket: number; position: number }>,
): PrizeOutcome[] {
  return Array.from({ length: prizeCount }, (_, position): PrizeOutcome => {
    const draw = draws.find((d) => d.prize === position);
    return draw
      ? {
          position,
          kind: 'won',
          userId: draw.userId,
          ticket: draw.ticket,
          drawPosition: draw.position,
        }
      : { position, kind: 'returned' };
  });
}
