/**
 * `text` for a LIKE or ILIKE pattern, matching itself: its `%`, `_` and `\` escaped with a
 * backslash, PostgreSQL's default LIKE escape, so a search for "50%" finds "50%" only.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}
