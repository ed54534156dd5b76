import { addKitLocale, type KitCatalogue, type Locale } from '@skinbox/ui';
import type { MessageFormatElement } from 'react-intl';
import zh from './compiled/zh.json';
import { DEFAULT_LOCALE } from '@skinbox/api';

/** A compiled (pre-parsed) catalogue: no ICU parsing happens in the browser. */
export type Catalogue = Record<string, MessageFormatElement[]>;

/**
 * zh is the default language (SPEC section 1), so it ships in the entry chunk: in the production
 * build only the messages of the modules in that chunk (firstScreenCatalogue.ts), elsewhere whole.
 */
export const defaultCatalogue = zh as Catalogue;

let fullDefault: Promise<Catalogue> | undefined;
const fullDefaultListeners = new Set<(catalogue: Catalogue) => void>();
/** The language loadCatalogue last asked for (zh until then). */
let showing: Locale = DEFAULT_LOCALE;

/** The whole zh catalogue, fetched once (in development and tests the entry's copy is whole). */
function loadFullDefault(): Promise<Catalogue> {
  if (!fullDefault) {
    fullDefault = import('./zhFull').then((module) => module.default as Catalogue);
    void fullDefault.then((catalogue) => {
      for (const listener of fullDefaultListeners) listener(catalogue);
      fullDefaultListeners.clear();
    });
  }
  return fullDefault;
}

/** zh messages the lazily loaded screens brought so far (production build: see addScreenMessages). */
let carried: Catalogue = {};
const carriedListeners = new Set<(messages: Catalogue) => void>();

/**
 * Production build: each lazily loaded screen's chunk carries the zh messages of its modules that
 * the entry lacks (firstScreenCatalogue.ts) and adds them here as it runs, so a screen opened in
 * zh waits for its own few messages, not for the whole catalogue.
 */
export function addScreenMessages(messages: Catalogue): void {
  // A part that needs no message beyond those already here (a picker's popup) changes nothing:
  // a new catalogue would re-render every text on the page.
  if (Object.keys(messages).length === 0) return;
  carried = { ...carried, ...messages };
  for (const listener of carriedListeners) listener(carried);
}

/**
 * Calls `listener` with every zh message the screens brought, now if any came already and again
 * as each screen adds its own; returns the way to stop listening.
 */
export function onScreenMessages(listener: (messages: Catalogue) => void): () => void {
  carriedListeners.add(listener);
  if (Object.keys(carried).length > 0) listener(carried);
  return () => carriedListeners.delete(listener);
}

/**
 * Resolves when a screen outside the entry chunk, once its chunk has run, can render in the
 * language shown: at once when the screens carry their messages, else in zh once the whole
 * catalogue is here.
 */
export function screenCatalogueReady(): Promise<unknown> {
  return showing === DEFAULT_LOCALE && Object.keys(carried).length === 0
    ? loadFullDefault()
    : Promise.resolve();
}

/**
 * Calls `listener` with the whole zh catalogue once a screen has fetched it (never fetching it
 * itself, so the first screen loads only its own messages); returns the way to stop listening.
 */
export function onFullDefault(listener: (catalogue: Catalogue) => void): () => void {
  if (fullDefault) {
    let live = true;
    void fullDefault.then((catalogue) => live && listener(catalogue));
    return () => {
      live = false;
    };
  }
  fullDefaultListeners.add(listener);
  return () => fullDefaultListeners.delete(listener);
}

type Loaded = [
  site: { default: unknown },
  kit: { default: KitCatalogue },
  errors: { default: Record<string, string> },
];

/**
 * Another language is fetched when chosen: the site's texts, the kit's and the error catalogue's
 * (only zh ships with the screens in the production build: errorTextsByLocale.ts), side by side.
 */
const loaders: Record<Exclude<Locale, typeof DEFAULT_LOCALE>, () => Promise<Loaded>> = {
  en: () =>
    Promise.all([
      import('./compiled/en.json'),
      import('@skinbox/ui/locale/en'),
      import('./errorTexts/en'),
    ]),
  vi: () =>
    Promise.all([
      import('./compiled/vi.json'),
      import('@skinbox/ui/locale/vi'),
      import('./errorTexts/vi'),
    ]),
  ko: () =>
    Promise.all([
      import('./compiled/ko.json'),
      import('@skinbox/ui/locale/ko'),
      import('./errorTexts/ko'),
    ]),
  tw: () =>
    Promise.all([
      import('./compiled/tw.json'),
      import('@skinbox/ui/locale/tw'),
      import('./errorTexts/tw'),
    ]),
};

/**
 * The site's catalogue in `locale`; the kit (widgets and imperative layers) and the error
 * messages (translateError) speak it from then on.
 */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  showing = locale;
  if (locale === DEFAULT_LOCALE) return loadFullDefault();
  const [[site, kit, errors], { addErrorTexts }] = await Promise.all([
    loaders[locale](),
    import('./errorTexts'),
  ]);
  addKitLocale(locale, kit.default);
  addErrorTexts(locale, errors.default);
  return site.default as Catalogue;
}
