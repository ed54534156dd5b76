import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Catalogues from './catalogues';
import en from './lang/en';
import ko from './lang/ko';
import tw from './lang/tw';
import vietnamese from './lang/vi';
import zh from './lang/zh';

const languages = { en, vi: vietnamese, ko, tw };

describe('kit catalogues', () => {
  const ids = Object.keys(zh).sort();

  it('zh holds the widgets’ texts', () => {
    expect(ids).toContain('ui.button.loading');
  });

  it.each(Object.entries(languages))('%s has every id of zh, none empty', (_, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(ids);
    for (const text of Object.values(catalogue)) expect(text.trim()).not.toBe('');
  });
});

describe('kitMessages', () => {
  // The test setup adds every language; each test here starts from the kit as imported.
  let catalogues: typeof Catalogues;
  beforeEach(async () => {
    vi.resetModules();
    catalogues = await import('./catalogues');
  });

  it('speaks zh without being told', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(catalogues.kitMessages('zh')['ui.dialog.confirm']).toBe('确认');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('falls back to zh for a language not added, and says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(catalogues.kitMessages('ko')['ui.dialog.confirm']).toBe('确认');
    expect(catalogues.kitMessages('ko')['ui.dialog.confirm']).toBe('确认');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain("addKitLocale('ko'");
    warn.mockRestore();
  });

  it('speaks a language once it is added', () => {
    catalogues.addKitLocale('ko', ko);
    expect(catalogues.kitMessages('ko')['ui.dialog.confirm']).toBe('확인');
  });

  it('adds texts to a language and keeps its others', () => {
    catalogues.addKitTexts('zh', { 'ui.dialog.confirm': '好' });
    expect(catalogues.kitMessages('zh')['ui.dialog.confirm']).toBe('好');
    expect(catalogues.kitMessages('zh')['ui.dialog.cancel']).toBe('取消');
  });
});
