import { describe, expect, it } from 'vitest';
import { mockStore } from '../testing/mockStore';
import { available, USER_CENTRE_MENU } from './menus';

async function storeWith(modules: { name: string; status: number }[]) {
  const store = mockStore({ routes: { '/api/index/getModuleList': () => modules } });
  await store.app.loadModules();
  return store;
}

describe('the user centre menu', () => {
  it('lists the avatar gallery, the referral and the limits pages', async () => {
    const hrefs = available(
      USER_CENTRE_MENU,
      'p',
      await storeWith([{ name: 'Spread', status: 1 }]),
    ).map((e) => e.href);
    expect(hrefs).toEqual(expect.arrayContaining(['/p/icon', '/p/me/spreadUser', '/p/me/limits']));
  });

  it('hides the referral page while the Spread module is off (SPEC section 6)', async () => {
    const hrefs = available(
      USER_CENTRE_MENU,
      'p',
      await storeWith([{ name: 'Spread', status: 0 }]),
    ).map((e) => e.href);
    expect(hrefs).not.toContain('/p/me/spreadUser');
    expect(hrefs).toContain('/p/me/limits');
  });
});
