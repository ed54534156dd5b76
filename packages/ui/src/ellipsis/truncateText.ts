/** The SPEC's default width limit for `truncateText`. */
export const TRUNCATE_LIMIT = 6;
/** Appended when text is cut: one ellipsis character (U+2026). */
export const TRUNCATE_ELLIPSIS = '…';
/** Display width of a Latin character and of any other (CJK, Hangul, emoji…). */
export const TRUNCATE_LATIN_WIDTH = 1;
export const TRUNCATE_WIDE_WIDTH = 2;

/**
 * Display width of one character. Latin script is narrow: ASCII, Latin-1, Latin Extended-A/B,
 * IPA and Latin Extended Additional (so Vietnamese 'ệ' counts 1, like 'e'); combining accents add
 * nothing. Everything else (Chinese, Japanese, Korean, emoji, Cyrillic…) counts 2.
 */
export function charWidth(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x0300 && code <= 0x036f) return 0; // combining diacritical marks
  if (code <= 0x02af) return TRUNCATE_LATIN_WIDTH; // ASCII … IPA extensions
  if (code >= 0x1e00 && code <= 0x1eff) return TRUNCATE_LATIN_WIDTH; // Latin Extended Additional
  return TRUNCATE_WIDE_WIDTH;
}

/** The display width of `text`, counting as `charWidth` does. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/**
 * Keeps the characters of `text` while their total width stays within `limit` and appends '…'
 * when anything was cut; text that fits comes back unchanged. Works on code points, so an emoji
 * is never split in half. E.g. truncateText('开箱大吉利') → '开箱大…', truncateText('Dragon Lore') →
 * 'Dragon…'.
 */
export function truncateText(text: string, limit: number = TRUNCATE_LIMIT): string {
  let width = 0;
  let kept = '';
  for (const char of text) {
    width += charWidth(char);
    if (width > limit) return kept + TRUNCATE_ELLIPSIS;
    kept += char;
  }
  return text;
}
