import { errorCatalogue, type Locale } from '@skinbox/api';

type ErrorTexts = Record<string, string>;

/** Each error's text in `locale`, by key. */
export function errorTextsIn(locale: Locale): ErrorTexts {
  return Object.fromEntries(
    Object.entries(errorCatalogue).map(([key, texts]) => [key, texts[locale]]),
  );
}

/**
 * Hands another language's error texts (fetched with its catalogue) to the error catalogue, which
 * in the production build holds only zh until then (errorTextsByLocale.ts), so translateError
 * speaks that language from now on.
 */
export function addErrorTexts(locale: Locale, texts: ErrorTexts): void {
  const catalogue = errorCatalogue as Record<string, Partial<Record<Locale, string>>>;
  for (const [key, text] of Object.entries(texts)) {
    const translations = catalogue[key];
    if (translations) translations[locale] = text;
  }
}
