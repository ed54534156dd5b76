/**
 * The kit's texts by language. zh, the default language, is built in; an app that speaks another
 * adds that language's catalogue, `@skinbox/ui/locale/<locale>`, before it renders in it, so a
 * bundle carries only the languages it uses:
 *
 *     import en from '@skinbox/ui/locale/en';
 *     addKitLocale('en', en);
 *
 * KitProvider and the imperative widgets (toast, notify, dialog…) read it from here. Widgets
 * hold no literal UI strings: they read these ids through react-intl.
 */
import { useSyncExternalStore } from 'react';
import zh from './lang/zh';
import type { KitCatalogue, KitMessages, Locale } from './types';

const catalogues: Partial<Record<Locale, KitMessages>> = { zh };
const warned = new Set<Locale>();
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/** Makes the kit speak `locale`; adding a language again replaces its texts. */
export function addKitLocale(locale: Locale, catalogue: KitCatalogue): void {
  catalogues[locale] = catalogue;
  changed();
}

/**
 * Adds `texts` to the language's catalogue. The site's production build ships zh this way: each
 * widget's module brings its own texts as it runs (apps/site/kitTextsWithWidgets.ts), so the
 * first screen carries the texts of its widgets only.
 */
export function addKitTexts(locale: Locale, texts: KitMessages): void {
  catalogues[locale] = { ...catalogues[locale], ...texts };
  changed();
}

/**
 * The kit's texts in `locale` (as kitMessages), again whenever texts are added: a widget that
 * arrives in a lazily loaded chunk brings its texts after the page has rendered.
 */
export function useKitMessages(locale: Locale): KitMessages {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => kitMessages(locale),
  );
}

/**
 * The kit's texts in `locale`, or the zh texts while that language has not been added (with a
 * warning, once per language: a sister platform that forgot addKitLocale sees why).
 */
export function kitMessages(locale: Locale): KitMessages {
  const catalogue = catalogues[locale];
  if (catalogue) return catalogue;
  if (!warned.has(locale)) {
    warned.add(locale);
    console.warn(
      `@skinbox/ui: no '${locale}' texts were added, so the kit speaks zh. Add them with ` +
        `addKitLocale('${locale}', …) from '@skinbox/ui/locale/${locale}'.`,
    );
  }
  return zh;
}
