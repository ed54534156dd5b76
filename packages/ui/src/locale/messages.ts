/**
 * The kit's own catalogue, gathered from each widget's `messages.ts` so widgets never share a
 * file. Widgets take no literal UI strings: they read these ids through react-intl.
 */
import { LOCALES, type Locale, type WidgetMessages } from './types';

export { LOCALES, type Locale, type WidgetMessages } from './types';

export type KitMessages = Record<string, string>;

const widgetCatalogues = import.meta.glob<WidgetMessages>('../*/messages.ts', {
  eager: true,
  import: 'messages',
});

export const kitMessages = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.assign({}, ...Object.values(widgetCatalogues).map((catalogue) => catalogue[locale])),
  ]),
) as Record<Locale, KitMessages>;
