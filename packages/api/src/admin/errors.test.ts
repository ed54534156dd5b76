import { describe, expect, it } from 'vitest';
import { LOCALES, errorCatalogue } from '../contract/errors';
import { adminErrors, translateServerError } from './errors';

describe('the back office’s refusals', () => {
  it.each(Object.entries(adminErrors))('%s has a text in every language', (_key, texts) => {
    for (const locale of LOCALES) expect(texts[locale].trim()).not.toBe('');
  });

  it('stay out of the player catalogue, and the server translates both', () => {
    for (const key of Object.keys(adminErrors)) expect(key in errorCatalogue).toBe(false);
    expect(translateServerError('errors.boxEconomy', 'en', { rtp: '0.95', max: '0.90' })).toBe(
      'The return 0.95 passes the economy ceiling 0.90',
    );
    expect(translateServerError('errors.accountBanned', 'zh')).toBe(
      '该账号已被封禁，如有疑问请联系客服',
    );
  });
});
