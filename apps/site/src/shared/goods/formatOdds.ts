/**
 * A drop chance as a player reads it: two significant figures below 1 % (0.26 %, 0.012 %), up to
 * two decimals above (33.33 %, 60 %), in the reader's number format. `probability` is the
 * contract's percent string ("0.2567").
 */
export function formatOdds(probability: string, locale: string): string {
  const value = Number(probability);
  const digits =
    value > 0 && value < 1 ? { maximumSignificantDigits: 2 } : { maximumFractionDigits: 2 };
  return new Intl.NumberFormat(locale, digits).format(value);
}
