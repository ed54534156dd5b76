/**
 * A `datetime-local` field's value (the operator's wall clock, "2026-12-01T20:00") as the ISO
 * instant the contract takes; null when the field is empty or not a time.
 */
export function localToIso(value: string): string | null {
  if (!value) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}
