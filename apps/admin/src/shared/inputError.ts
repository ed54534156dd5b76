import {
  serverErrorCatalogue,
  translateServerError,
  type ServerErrorKey,
} from '@skinbox/api/admin';
import type { z } from 'zod';
import type { ConsoleLocale } from '../i18n/messages';

const isServerErrorKey = (message: string): message is ServerErrorKey =>
  message in serverErrorCatalogue;

/**
 * What is wrong with `value` by the contract's own schema, translated, or null when it passes:
 * the console checks a form with the rule the server applies, never a copy of it.
 */
export function inputError(
  schema: z.ZodType,
  value: unknown,
  locale: ConsoleLocale,
): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const message = result.error.issues[0]?.message ?? '';
  return translateServerError(isServerErrorKey(message) ? message : 'errors.badRequest', locale);
}

/**
 * The form's value as the contract's schema reads it (trimmed, defaults filled) when it passes,
 * else the translated reason: what a screen sends is what it checked.
 */
export function checkedInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  locale: ConsoleLocale,
): { ok: true; data: z.output<S> } | { ok: false; error: string } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, error: inputError(schema, value, locale) ?? '' };
}
