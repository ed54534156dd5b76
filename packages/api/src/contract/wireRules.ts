/**
 * The wire rules every request's text and numbers follow (issue 13), as plain constants: the
 * site's entry chunk checks payloads with them (plainPayload.ts) without loading zod, which the
 * schemas in fields.ts need.
 */

/** The largest id a call may name: ids are PostgreSQL int4 (issue 13 #9: 2147483648 was a 500). */
export const INT4_MAX = 2_147_483_647;
/** The longest text any request field may carry, whatever the field. */
export const MAX_TEXT_LENGTH = 2048;
/**
 * Characters no text of any request may hold: C0 controls (NUL included, which PostgreSQL refuses
 * in text), DEL and C1 controls, and the bidirectional marks, embeddings, overrides and isolates
 * that reorder what others see (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069).
 */
export const FORBIDDEN_RANGES =
  '\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
export const FORBIDDEN_TEXT_CHARACTERS = new RegExp(`[${FORBIDDEN_RANGES}]`);
/** Text without FORBIDDEN_TEXT_CHARACTERS, as a whole-string pattern (JSON Schema shows it). */
export const PLAIN_TEXT_PATTERN = new RegExp(`^[^${FORBIDDEN_RANGES}]*$`);
