// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCALES, errorCatalogue, localeFromHeader, translateError, translateFrom } from './index';

describe('error catalogue', () => {
  it.each(Object.entries(errorCatalogue))('%s has a text in every language', (_key, texts) => {
    for (const locale of LOCALES) expect(texts[locale].trim()).not.toBe('');
  });

  it('fills placeholders', () => {
    expect(translateError('errors.badRequest', 'en')).toBe('The request is not valid');
  });

  it('speaks zh while the texts of the language asked for are not there (the site fetches them)', () => {
    const zhAlone = { 'errors.late': { zh: '稍后 {n}' } } as unknown as Record<
      'errors.late',
      Record<(typeof LOCALES)[number], string>
    >;
    expect(translateFrom(zhAlone, 'errors.late', 'en', { n: 3 })).toBe('稍后 3');
  });
});

describe('localeFromHeader', () => {
  it.each([
    [undefined, 'zh'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-TW', 'tw'],
    ['zh-Hant-HK', 'tw'],
    ['zh-CN,zh;q=0.9', 'zh'],
    ['ko-KR', 'ko'],
    ['vi', 'vi'],
    ['fr-FR,de', 'zh'],
    ['fr-FR, en;q=0.5', 'en'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromHeader(header)).toBe(locale);
  });
});
