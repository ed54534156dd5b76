export const LOCALES = ['zh', 'en', 'vi', 'ko', 'tw'] as const;
export type Locale = (typeof LOCALES)[number];

/** A message in every language; `{name}` placeholders are filled from the error's params. */
export type Translations = Record<Locale, string>;
export type ErrorCatalogue = Record<`errors.${string}`, Translations>;
