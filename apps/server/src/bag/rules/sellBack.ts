/**
 * Items sell back at this percentage of their price in force. 100: the price shown is what a sale
 * pays, and the house's edge lives in the box RTP and the mall prices instead (README "Economy");
 * below 100 every loop through the bag would lose that much more.
 */
export const SELL_BACK_PERCENT = 100n;

/** What selling an item of `priceCents` credits, rounded down to the cent. */
export function sellBackCents(priceCents: bigint): bigint {
  return (priceCents * SELL_BACK_PERCENT) / 100n;
}
