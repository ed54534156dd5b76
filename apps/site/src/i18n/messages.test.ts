import { LOCALES } from '@skinbox/ui';
import { describe, expect, it } from 'vitest';
import { siteMessages } from './messages';

describe('site catalogues', () => {
  const keys = Object.keys(siteMessages.zh).sort();
  it.each(LOCALES)('%s has every key of zh and no empty text', (locale) => {
    expect(Object.keys(siteMessages[locale]).sort()).toEqual(keys);
    for (const text of Object.values(siteMessages[locale])) expect(text.trim()).not.toBe('');
  });
});
