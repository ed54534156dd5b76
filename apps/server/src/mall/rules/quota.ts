/**
 * SPEC section 9: the gold-coin exchange quota may be below the coin balance, because recharged
 * coins must first become box-opening turnover. Quota = coins spent opening boxes, less coins
 * already spent in the mall, never above the balance nor below zero.
 */
export function exchangeQuotaCents(
  balance: bigint,
  openingTurnover: bigint,
  mallSpent: bigint,
): bigint {
  const earned = openingTurnover - mallSpent;
  const capped = earned < balance ? earned : balance;
  return capped > 0n ? capped : 0n;
}
