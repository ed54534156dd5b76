import { describe, expect, it } from 'vitest';
import { DESKTOP_BATTLE, SPEC_BATTLE, SPEC_LOGIN_REQUIRED } from '../testing/specRoutes';
import { guard as siteGuard, type GuardInput, type GuardRules } from './guard';

// SPEC's own lists, pages not built yet included: the manifest test checks the site's against them.
const SPEC: GuardRules = { loginRequired: SPEC_LOGIN_REQUIRED, battle: SPEC_BATTLE };
const guard = (input: GuardInput) => siteGuard(input, SPEC);

const visitor: Omit<GuardInput, 'path'> = {
  fromPath: '/m/home',
  hasToken: false,
  reserveStatus: 1,
  layout: 'm',
};

describe('guard', () => {
  it("guards the manifest's login-required screens by default", () => {
    expect(siteGuard({ ...visitor, path: '/m/bag' })).toMatchObject({ to: '/m/sign' });
    expect(siteGuard({ ...visitor, path: '/m/home' })).toEqual({ kind: 'allow' });
  });

  it('lets anyone through to an open page', () => {
    expect(guard({ ...visitor, path: '/m/mall' })).toEqual({ kind: 'allow' });
  });

  it('lets a signed-in user through to a protected page', () => {
    expect(guard({ ...visitor, hasToken: true, path: '/m/bag' })).toEqual({ kind: 'allow' });
  });

  it('sends a mobile visitor to /m/sign and saves the return address', () => {
    expect(guard({ ...visitor, path: '/m/bag' })).toEqual({
      kind: 'redirect',
      to: '/m/sign',
      saveReturnAddress: true,
    });
  });

  it('opens the sign-in overlay for a desktop visitor', () => {
    expect(
      guard({ ...visitor, layout: 'p', fromPath: '/p/home', path: '/p/createbattle' }),
    ).toEqual({
      kind: 'openSignIn',
      saveReturnAddress: true,
    });
  });

  it('sends a visitor coming from another protected page to /', () => {
    expect(guard({ ...visitor, fromPath: '/m/bag', path: '/m/record' })).toEqual({
      kind: 'redirect',
      to: '/',
      saveReturnAddress: true,
    });
  });

  it('treats a first load (no previous page) like coming from an open page', () => {
    expect(guard({ ...visitor, fromPath: undefined, path: '/m/vip' })).toMatchObject({
      to: '/m/sign',
    });
  });

  it.each(SPEC_BATTLE)('sends %s to / when reserveStatus is not 1, saying why', (path) => {
    expect(guard({ ...visitor, hasToken: true, reserveStatus: 2, path })).toEqual({
      kind: 'redirect',
      to: '/',
      saveReturnAddress: false,
      explain: 'battle',
    });
  });

  it.each([...DESKTOP_BATTLE, '/p/battle/list'])(
    'closes the desktop twin %s as on mobile, by the default rules',
    (path) => {
      const desktopPlayer = { ...visitor, layout: 'p' as const, fromPath: '/p/home', path };
      expect(siteGuard({ ...desktopPlayer, hasToken: true, reserveStatus: 2 })).toEqual({
        kind: 'redirect',
        to: '/',
        saveReturnAddress: false,
        explain: 'battle',
      });
      expect(siteGuard({ ...desktopPlayer, hasToken: true })).toEqual({ kind: 'allow' });
    },
  );

  it("gates the battle group's pages by the group's address, and nothing that only starts like it", () => {
    for (const path of ['/m/battle/list', '/m/battle/battleHistory', '/m/battle/battleHelp']) {
      expect(siteGuard({ ...visitor, hasToken: true, reserveStatus: 2, path })).toEqual({
        kind: 'redirect',
        to: '/',
        saveReturnAddress: false,
        explain: 'battle',
      });
    }
    expect(
      siteGuard({ ...visitor, hasToken: true, reserveStatus: 2, path: '/m/battleverify' }),
    ).toEqual({
      kind: 'allow',
    });
  });

  it('opens battle pages when reserveStatus is 1', () => {
    expect(guard({ ...visitor, hasToken: true, path: '/m/battle/list' })).toEqual({
      kind: 'allow',
    });
  });
});
