// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCALES, errorCatalogue, localeFromHeader, translateError } from './index';

describe('error catalogue', () => {
  it.each(Object.entries(errorCatalogue))('%s has a text in every language', (_key, texts) => {
    for (const locale of LOCALES) expect(texts[locale].trim()).not.toBe('');
  });

  it('fills placeholders', () => {
    expect(translateError('errors.badRequest', 'en')).toBe('The request is not valid');
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
