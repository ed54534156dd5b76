import type { Locale, Translations } from './catalogue';

/**
 * `key`'s text of `catalogue` in `locale`, its `{name}` placeholders filled from `params`. In zh
 * while the text in `locale` is not there: the site's build ships zh alone and fetches another
 * language's texts when it is chosen (apps/site errorTextsByLocale.ts).
 */
export function translateFrom<C extends Record<string, Translations>>(
  catalogue: C,
  key: keyof C,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  const texts = catalogue[key] as Partial<Translations> & Pick<Translations, 'zh'>;
  const template = texts[locale] ?? texts.zh;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
