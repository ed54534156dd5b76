export const LOCALES = ['zh', 'en', 'vi', 'ko', 'tw'] as const;
export type Locale = (typeof LOCALES)[number];
/**
 * The language of a visitor who has chosen none (SPEC section 1): the site opens in it, ships its
 * catalogue in the entry chunk, and the server answers in it when nothing asked for fits.
 */
export const DEFAULT_LOCALE = 'zh' satisfies Locale;

/** A message in every language; `{name}` placeholders are filled from the error's params. */
export type Translations = Record<Locale, string>;
export type ErrorCatalogue = Record<`errors.${string}`, Translations>;
