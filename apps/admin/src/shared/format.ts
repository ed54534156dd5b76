/** A return ratio as a percentage with two decimals (0.9512 → "95.12%"); "—" without one. */
export function percent(ratio: number | null): string {
  return ratio === null ? '—' : `${(ratio * 100).toFixed(2)}%`;
}

/** An instant in the reader's date and time format. */
export function dateTime(iso: string | null, locale: string): string {
  return iso === null ? '—' : new Date(iso).toLocaleString(locale === 'en' ? 'en' : 'zh-CN');
}
