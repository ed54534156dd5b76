import { addKitLocale, type KitCatalogue, type Locale } from '@skinbox/ui';
import type { MessageFormatElement } from 'react-intl';
import zh from './compiled/zh.json';

/** A compiled (pre-parsed) catalogue: no ICU parsing happens in the browser. */
export type Catalogue = Record<string, MessageFormatElement[]>;

/** zh is the default language (SPEC section 1), so it ships in the entry chunk. */
export const defaultCatalogue = zh as Catalogue;

type Loaded = [site: { default: unknown }, kit: { default: KitCatalogue }];

/** Another language is fetched when chosen: the site's texts and the kit's, side by side. */
const loaders: Record<Exclude<Locale, 'zh'>, () => Promise<Loaded>> = {
  en: () => Promise.all([import('./compiled/en.json'), import('@skinbox/ui/locale/en')]),
  vi: () => Promise.all([import('./compiled/vi.json'), import('@skinbox/ui/locale/vi')]),
  ko: () => Promise.all([import('./compiled/ko.json'), import('@skinbox/ui/locale/ko')]),
  tw: () => Promise.all([import('./compiled/tw.json'), import('@skinbox/ui/locale/tw')]),
};

/** The site's catalogue in `locale`; the kit (widgets and imperative layers) speaks it from then on. */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  if (locale === 'zh') return defaultCatalogue;
  const [site, kit] = await loaders[locale]();
  addKitLocale(locale, kit.default);
  return site.default as Catalogue;
}
