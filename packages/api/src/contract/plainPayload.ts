import type { z } from 'zod';
import type { ErrorKey } from './errors';
import { FORBIDDEN_TEXT_CHARACTERS, INT4_MAX, MAX_TEXT_LENGTH } from './wireRules';

/** Half of a surrogate pair on its own: not text in any encoding PostgreSQL stores. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Nesting deeper than any call's payload: refused rather than walked. */
const MAX_DEPTH = 16;

/**
 * The first value of a parsed payload that no call accepts, as the refusal to give: text with a
 * forbidden character or a lone surrogate or over MAX_TEXT_LENGTH, a number outside PostgreSQL's int4 range (every
 * number a call takes is an id, a count, a page or a small measure; money travels as text).
 */
export function unsafeValue(value: unknown, depth = 0): ErrorKey | null {
  if (depth > MAX_DEPTH) return 'errors.badRequest';
  if (typeof value === 'string') {
    if (value.length > MAX_TEXT_LENGTH) return 'errors.textTooLong';
    const forbidden = FORBIDDEN_TEXT_CHARACTERS.test(value) || LONE_SURROGATE.test(value);
    return forbidden ? 'errors.textInvalidCharacters' : null;
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) && Math.abs(value) <= INT4_MAX ? null : 'errors.numberOutOfRange';
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const refusal = unsafeValue(item, depth + 1);
      if (refusal) return refusal;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const refusal = unsafeValue(key, depth + 1) ?? unsafeValue(item, depth + 1);
      if (refusal) return refusal;
    }
  }
  return null;
}

const withWireRules = new WeakSet<z.ZodType>();

/**
 * `request` with the wire rules every call shares (issue 13 #9): whatever a call's own fields say,
 * no text it accepts holds a control or bidi character or runs past MAX_TEXT_LENGTH, and no number
 * leaves int4. defineEndpoint applies it to every endpoint, so a new call cannot forget it.
 */
export function plainPayload<T extends z.ZodType>(request: T): T {
  const guarded = request.superRefine((payload, context) => {
    const refusal = unsafeValue(payload);
    if (refusal) context.addIssue({ code: 'custom', message: refusal });
  });
  withWireRules.add(guarded);
  return guarded;
}

/** Whether `request` came through plainPayload (the server registers no call without it). */
export function hasWireRules(request: z.ZodType): boolean {
  return withWireRules.has(request);
}
