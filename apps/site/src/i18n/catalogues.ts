import type { Locale } from '@skinbox/ui';
import type { MessageFormatElement } from 'react-intl';
import zh from './compiled/zh.json';

/** A compiled (pre-parsed) catalogue: no ICU parsing happens in the browser. */
export type Catalogue = Record<string, MessageFormatElement[]>;

/** zh is the default language (SPEC section 1), so it ships in the entry chunk. */
export const defaultCatalogue = zh as Catalogue;

const loaders: Record<Exclude<Locale, 'zh'>, () => Promise<{ default: unknown }>> = {
  en: () => import('./compiled/en.json'),
  vi: () => import('./compiled/vi.json'),
  ko: () => import('./compiled/ko.json'),
  tw: () => import('./compiled/tw.json'),
};

export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  if (locale === 'zh') return defaultCatalogue;
  return (await loaders[locale]()).default as Catalogue;
}
