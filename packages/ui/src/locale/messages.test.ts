import { describe, expect, it } from 'vitest';
import { LOCALES, kitMessages } from './messages';

describe('kit catalogue', () => {
  const ids = Object.keys(kitMessages.zh).sort();

  it('gathers the widgets’ texts', () => {
    expect(ids).toContain('ui.button.loading');
  });

  it.each(LOCALES)('%s has every id of zh, none empty', (locale) => {
    expect(Object.keys(kitMessages[locale]).sort()).toEqual(ids);
    for (const text of Object.values(kitMessages[locale])) expect(text.trim()).not.toBe('');
  });
});
