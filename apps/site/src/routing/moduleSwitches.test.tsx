import { MODULE_NAMES, type ModuleName } from '@skinbox/api';
import { StoresProvider } from '@skinbox/stores';
import { KitProvider } from '@skinbox/ui';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Layout } from '../layout/device';
import {
  available,
  FOOTER_LINKS,
  HEADER_NAV,
  type MenuEntry,
  TAB_BAR,
  USER_CENTRE_MENU,
} from '../layout/menus';
import { SIDE_MENU } from '../layout/sideMenu';
import { SideMenuPanel } from '../layout/SideMenuPanel';
import { SiteFooter } from '../layout/SiteFooter';
import { SiteHeader } from '../layout/SiteHeader';
import { TabBar } from '../layout/TabBar';
import { UserCentre } from '../layout/UserCentre';
import { mockStore } from '../testing/mockStore';
import { renderScreen } from '../testing/renderScreen';
import { LayoutContext } from './layoutContext';
import { screenDeclarations, screenHref, SITE_LAYOUTS } from './manifest';
import { screenRoutes, type MountedScreen } from './screenRoutes';

/**
 * What SPEC section 6's switches close, as read from the pages each names (GAMES.md section 8: a
 * page that exists is switched by its module). A screen losing its switch fails here.
 */
const SWITCHED: Record<ModuleName, readonly string[]> = {
  BlindBox: ['openbox'],
  Roll: ['roll', 'rollDetail'],
  Lucky: ['lucky', 'luckyDetails'],
  BattleRank: ['rank'],
  Contract: ['contract'],
  Grade: ['grade'],
  Timing: ['timebox'],
  Mall: ['mall'],
  AmmonBox: ['ammonbox'],
  Battle: [
    'battle',
    'createbattle',
    'battleBoxDetails',
    'battleDetail',
    'battleBoxIntro',
    'battleverify',
  ],
  Recharge: ['recharge'],
  Rucksack: ['bag'],
  AppDownload: ['download'],
  Service: ['service'],
  GroupChat: ['chat'],
  Spread: ['spread', 'spreadUser', 'spreadUserDetail', 'rule'],
  HelpContact: ['help/contact'],
  HelpPrivacy: ['help/privacy'],
  HelpRegulation: ['help/regulations'],
  HelpProblem: ['help/problem'],
  HelpRelevant: ['help/relevant'],
  HelpCompliance: ['help/compliance'],
  HelpFanDuBoNotice: ['help/fandubo'],
  HelpFangChengMiNotice: ['help/fangchengmi'],
};

const LAYOUTS = ['m', 'p'] as const;

/** Every screen (id) and help or battle page (group/page) each module switches, by the manifest. */
function switchedByManifest(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  const add = (module: ModuleName, what: string) => {
    const list = (found[module] ??= []);
    if (!list.includes(what)) list.push(what);
  };
  for (const [id, declaration] of screenDeclarations()) {
    if (declaration.module) add(declaration.module, id);
    for (const layout of LAYOUTS)
      for (const page of declaration.pages?.(layout) ?? [])
        if (page.module) add(page.module, `${id}/${page.path}`);
  }
  return found;
}

/** The addresses a screen or page has in a layout (a group's are its pages'). */
function addressesOf(what: string, layout: Layout): string[] {
  const [id = '', page] = what.split('/');
  const declaration = screenDeclarations().find(([screenId]) => screenId === id)?.[1];
  const base = screenHref(id as Parameters<typeof screenHref>[0], layout);
  if (!declaration || base === undefined) return [];
  if (page)
    return declaration.pages?.(layout).some((p) => p.path === page) ? [`${base}/${page}`] : [];
  const pages = declaration.pages?.(layout) ?? [];
  return pages.length > 0 ? pages.map((p) => `${base}/${p.path}`) : [base];
}

/** Every module on except `off`. */
function modulesWithout(off: ModuleName | null) {
  return MODULE_NAMES.map((name) => ({ name, status: name === off ? 0 : 1 }));
}

async function storeWith(off: ModuleName | null) {
  const store = mockStore({ routes: { '/api/index/getModuleList': () => modulesWithout(off) } });
  await store.app.loadModules();
  return store;
}

// Each screen shows its id, so the test sees which one the router rendered.
const stubs: MountedScreen[] = screenDeclarations().map(([id, declaration]) => ({
  screen: declaration,
  Screen: () => <p>screen {id}</p>,
}));

async function open(address: string, off: ModuleName | null) {
  const layout: Layout = address.startsWith('/p/') ? 'p' : 'm';
  const shell = (
    <LayoutContext value={SITE_LAYOUTS[layout]}>
      <Outlet />
    </LayoutContext>
  );
  const router = createMemoryRouter(
    [
      { path: '/m', element: shell, children: screenRoutes(stubs, 'm', '') },
      {
        path: '/p',
        element: shell,
        children: [
          ...screenRoutes(stubs, 'p', ''),
          { path: 'me', children: screenRoutes(stubs, 'p', 'me/') },
        ],
      },
    ],
    { initialEntries: [address] },
  );
  render(
    <StoresProvider store={await storeWith(off)}>
      <KitProvider locale="zh">
        <RouterProvider router={router} />
      </KitProvider>
    </StoresProvider>,
  );
  return router;
}

/** Each menu with the layouts that show it. */
const MENUS = {
  SIDE_MENU: { entries: SIDE_MENU, layouts: ['m', 'p'] },
  TAB_BAR: { entries: TAB_BAR, layouts: ['m'] },
  HEADER_NAV: { entries: HEADER_NAV, layouts: ['p'] },
  USER_CENTRE_MENU: { entries: USER_CENTRE_MENU, layouts: ['p'] },
  FOOTER_LINKS: { entries: FOOTER_LINKS, layouts: ['p'] },
} satisfies Record<string, { entries: readonly MenuEntry[]; layouts: readonly Layout[] }>;

/** The component that shows each menu, as the layout shells render it. */
const MENU_VIEWS: Record<keyof typeof MENUS, (layout: Layout) => ReactElement> = {
  SIDE_MENU: (layout) => <SideMenuPanel layout={layout} open onClose={() => {}} />,
  TAB_BAR: () => <TabBar />,
  HEADER_NAV: () => <SiteHeader layout="p" />,
  USER_CENTRE_MENU: () => <UserCentre />,
  FOOTER_LINKS: () => <SiteFooter />,
};

/** Where the links of a rendered menu go, with one module off (and the download configured). */
async function renderedLinks(menu: keyof typeof MENUS, layout: Layout, off: ModuleName | null) {
  const store = mockStore({
    routes: {
      '/api/index/getModuleList': () => modulesWithout(off),
      '/api/index/getArticleList': () => [
        {
          id: 1,
          title: '',
          type: 'OtherConfig',
          sort: 1,
          content: JSON.stringify({ appDownloadUrl: 'https://example.invalid/app.apk' }),
        },
      ],
    },
  });
  await Promise.all([store.app.loadModules(), store.app.loadOtherConfig()]);
  const { unmount } = renderScreen(MENU_VIEWS[menu](layout), {
    store,
    path: `/${layout}/home`,
  });
  const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
  unmount();
  return hrefs;
}

describe('the module switches (SPEC section 6)', () => {
  it('switch exactly the screens and pages SPEC implies, every module some', () => {
    expect(Object.keys(SWITCHED).sort()).toEqual([...MODULE_NAMES].sort());
    const found = switchedByManifest();
    for (const module of MODULE_NAMES)
      expect([...(found[module] ?? [])].sort(), module).toEqual([...SWITCHED[module]].sort());
  });

  const cases = MODULE_NAMES.flatMap((module) =>
    LAYOUTS.flatMap((layout) =>
      SWITCHED[module].flatMap((what) =>
        addressesOf(what, layout).map((address) => [module, address] as const),
      ),
    ),
  );

  it('leave every module an address in some layout', () => {
    for (const module of MODULE_NAMES)
      expect(
        cases.some(([m]) => m === module),
        module,
      ).toBe(true);
  });

  it.each(cases)('%s off sends %s home', async (module, address) => {
    const router = await open(address, module);
    const home = `/${address.split('/')[1]}/home`;
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    expect(screen.getByText(/^screen /)).toHaveTextContent('screen home');
  });

  it.each(cases)('%s on opens %s', async (_, address) => {
    const router = await open(address, null);
    expect(await screen.findByText(/^screen /)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(address);
  });

  const menuCases = MODULE_NAMES.flatMap((module) =>
    Object.entries(MENUS).flatMap(([menu, { entries, layouts }]) =>
      layouts.flatMap((layout) => {
        const switched = entries
          .filter((e) => SWITCHED[module].includes(e.screen))
          .filter((e) => screenHref(e.screen, layout) !== undefined)
          .map((e) => e.screen);
        return switched.length > 0
          ? [[module, menu as keyof typeof MENUS, layout, entries, switched] as const]
          : [];
      }),
    ),
  );

  it.each(menuCases)(
    '%s off takes its entries out of %s (%s), on puts them back',
    async (module, menu, layout, entries, switched) => {
      const hrefs = switched.map((id) => screenHref(id, layout));
      const off = await renderedLinks(menu, layout, module);
      const on = await renderedLinks(menu, layout, null);
      for (const href of hrefs) {
        expect(off, `${href} with ${module} off`).not.toContain(href);
        expect(on, `${href} with ${module} on`).toContain(href);
      }
      // Only its own entries go.
      const others = available(entries, layout, await storeWith(null))
        .filter((e) => !switched.includes(e.screen))
        .map((e) => e.href);
      for (const href of others) expect(off).toContain(href);
    },
  );

  it("keeps the menus' entries of every module, mobile and desktop, among the cases", () => {
    const menuModules = new Set(menuCases.map(([module]) => module));
    for (const module of [
      'Roll',
      'Lucky',
      'BattleRank',
      'Contract',
      'Grade',
      'Timing',
      'Mall',
      'AmmonBox',
      'Battle',
      'Recharge',
      'Rucksack',
      'AppDownload',
      'Service',
      'GroupChat',
      'Spread',
    ] as const)
      expect(menuModules.has(module), module).toBe(true);
  });

  it('keeps the help entry while any help page is open, the group address on an open page', async () => {
    const helpOff = MODULE_NAMES.filter((name) => name.startsWith('Help'));
    const store = mockStore({
      routes: {
        '/api/index/getModuleList': () =>
          MODULE_NAMES.map((name) => ({ name, status: helpOff.includes(name) ? 0 : 1 })),
      },
    });
    await store.app.loadModules();
    // The notarised page has no switch of its own.
    expect(available(SIDE_MENU, 'm', store).map((e) => e.screen)).toContain('help');
    const router = await open('/m/help', 'HelpRegulation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/help/privacy'));
  });
});
