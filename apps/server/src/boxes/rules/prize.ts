/** A drop is announced to everyone (activity.prize) when it is worth more than the threshold. */
export function isAnnouncedPrize(itemPriceCents: bigint, thresholdCents: bigint): boolean {
  return itemPriceCents > thresholdCents;
}

/** Percent with four places from tickets out of `total`: 12345 of 100000 → "12.3450". */
export function ticketsToPercent(tickets: number, total: number): string {
  // Integer arithmetic: percent × 10^4 = tickets × 10^6 / total, rounded half up.
  const scaled = Math.round((tickets * 1_000_000) / total);
  return `${Math.floor(scaled / 10_000)}.${String(scaled % 10_000).padStart(4, '0')}`;
}
