import type * as Kit from '@skinbox/ui';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Catalogues from './catalogues';

describe('loadCatalogue', () => {
  // The test setup adds every kit language; here the kit starts as the site imports it.
  let kit: typeof Kit;
  let catalogues: typeof Catalogues;
  beforeEach(async () => {
    vi.resetModules();
    kit = await import('@skinbox/ui');
    catalogues = await import('./catalogues');
  });

  it('keeps zh in the entry: the kit speaks it before anything loads', async () => {
    // Outside the production build the entry's copy is the whole catalogue.
    expect(await catalogues.loadCatalogue('zh')).toEqual(catalogues.defaultCatalogue);
    expect(kit.kitMessages('zh')['ui.dialog.confirm']).toBe('确认');
  });

  it('hands the whole zh catalogue to listeners once a lazy screen asked for it', async () => {
    const heard: unknown[] = [];
    catalogues.onFullDefault((catalogue) => heard.push(catalogue));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Nothing asked yet: the first screen does not fetch the rest of the catalogue.
    expect(heard).toEqual([]);
    await catalogues.screenCatalogueReady();
    expect(heard).toEqual([catalogues.defaultCatalogue]);
  });

  it('lets a screen that brought its messages wait for nothing more, and hands them on', async () => {
    const whole: unknown[] = [];
    catalogues.onFullDefault((catalogue) => whole.push(catalogue));
    catalogues.addScreenMessages({ 'openbox.contents': [] });
    const carried: unknown[] = [];
    catalogues.onScreenMessages((messages) => carried.push(messages));
    catalogues.addScreenMessages({ 'crash.title': [] });
    await catalogues.screenCatalogueReady();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(whole).toEqual([]);
    expect(carried).toEqual([
      { 'openbox.contents': [] },
      { 'openbox.contents': [], 'crash.title': [] },
    ]);
  });

  it('hands nothing on for a part that brought no message (no new catalogue to render)', () => {
    catalogues.addScreenMessages({ 'openbox.contents': [] });
    const carried: unknown[] = [];
    catalogues.onScreenMessages((messages) => carried.push(messages));
    catalogues.addScreenMessages({});
    expect(carried).toEqual([{ 'openbox.contents': [] }]);
  });

  it('lets a lazy screen in another language wait for nothing more', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await catalogues.loadCatalogue('en');
    warn.mockRestore();
    const heard: unknown[] = [];
    catalogues.onFullDefault((catalogue) => heard.push(catalogue));
    await catalogues.screenCatalogueReady();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual([]);
  });

  it('fetches the site’s texts and makes the kit speak the language', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(kit.kitMessages('vi')['ui.dialog.confirm']).toBe('确认');
    warn.mockRestore();
    const site = await catalogues.loadCatalogue('vi');
    expect(Object.keys(site)).toEqual(Object.keys(catalogues.defaultCatalogue));
    expect(site).not.toEqual(catalogues.defaultCatalogue);
    expect(kit.kitMessages('vi')['ui.dialog.confirm']).toBe('Xác nhận');
  });
});
