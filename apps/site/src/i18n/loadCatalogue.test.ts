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
    expect(await catalogues.loadCatalogue('zh')).toBe(catalogues.defaultCatalogue);
    expect(kit.kitMessages('zh')['ui.dialog.confirm']).toBe('确认');
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
