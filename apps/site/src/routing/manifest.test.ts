import { describe, expect, it } from 'vitest';
import {
  SPEC_BATTLE,
  DESKTOP_BATTLE,
  SPEC_CHROMELESS,
  SPEC_LOGIN_REQUIRED,
  SPEC_MARKED_LOGIN,
  USER_CENTRE_LOGIN_REQUIRED,
} from '../testing/specRoutes';
import {
  addressesWhere,
  BATTLE_PATHS,
  LOGIN_REQUIRED_PATHS,
  screenDeclarations,
  screenHref,
} from './manifest';
import { LAZY_SCREEN_MODULES } from './screenPaths';

const screens = screenDeclarations();
const addresses = screens.flatMap(([id]) =>
  (['m', 'p'] as const).flatMap((layout) => screenHref(id, layout) ?? []),
);

describe('the screen manifest', () => {
  it.each(screens.map(([id, screen]) => [id, screen] as const))(
    '%s has a screen to show',
    async (id, screen) => {
      const component = screen.component ?? (await screen.load?.());
      // A component is a function, or an object (memo, observer) that React renders.
      expect(['function', 'object']).toContain(typeof component);
      expect(component).toBeTruthy();
      // The build's plugins know the screen's chunk by the module its paths name (screenPaths.ts).
      const lazyModule = (LAZY_SCREEN_MODULES as Partial<Record<string, string>>)[id];
      expect(lazyModule === undefined).toBe(screen.load === undefined);
      if (lazyModule !== undefined) {
        const module = (await import(/* @vite-ignore */ `../${lazyModule}`)) as object;
        expect(Object.values(module)).toContain(component);
      }
    },
  );

  it('gives every screen an address in at least one layout, each address once', () => {
    for (const [id] of screens) expect(screenHref(id, 'm') ?? screenHref(id, 'p')).toBeDefined();
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it("marks exactly SPEC's login-required addresses and the user centre's among those it has", () => {
    expect([...LOGIN_REQUIRED_PATHS].sort()).toEqual(
      [...new Set([...SPEC_LOGIN_REQUIRED, ...SPEC_MARKED_LOGIN, ...USER_CENTRE_LOGIN_REQUIRED])]
        .filter((path) => addresses.includes(path))
        .sort(),
    );
  });

  it("marks exactly SPEC's battle pages, their desktop twins and SPEC's chromeless addresses", () => {
    expect([...BATTLE_PATHS].sort()).toEqual(
      [...SPEC_BATTLE, ...DESKTOP_BATTLE].filter((path) => addresses.includes(path)).sort(),
    );
    expect(addressesWhere('chromeless')).toEqual(
      SPEC_CHROMELESS.filter((path) => addresses.includes(path)),
    );
  });
});
