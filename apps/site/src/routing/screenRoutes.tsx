import type { ModuleName } from '@skinbox/api';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { Layout } from '../layout/device';
import type { RouteHandle } from '../layout/usePageChrome';
import { ModuleGate } from '../shared/frame/ModuleGate';
import { FirstOpenPage } from './FirstOpenPage';
import type { ScreenDeclaration } from './manifest';

/** A declared screen with the component that shows it. */
export interface MountedScreen {
  screen: ScreenDeclaration;
  Screen: ComponentType;
}

// A screen or page behind a module switch goes home while it is off (SPEC section 6).
function gated(module: ModuleName | undefined, inner: ReactNode): ReactNode {
  return module ? <ModuleGate module={module}>{inner}</ModuleGate> : inner;
}

function routeOf({ screen, Screen }: MountedScreen, path: string, layout: Layout): RouteObject {
  const element = gated(
    screen.module,
    <Suspense fallback={null}>
      <Screen />
    </Suspense>,
  );
  const chromeless = screen.chromeless?.includes(layout) ?? false;
  const handle = (title: RouteHandle['title']): RouteHandle | undefined =>
    title || chromeless ? { title, chromeless } : undefined;
  if (!screen.pages) return { path, handle: handle(screen.title), element };
  const pages = screen.pages(layout);
  return {
    path,
    children: [
      { index: true, element: gated(screen.module, <FirstOpenPage pages={pages} />) },
      ...pages.map((page) => ({
        path: page.path,
        handle: handle(page.title),
        element: gated(page.module, element),
      })),
    ],
  };
}

/**
 * The routes of one layout whose path starts with `within` ('' or 'me/'), relative to it, each
 * screen behind its module switches.
 */
export function screenRoutes(
  screens: readonly MountedScreen[],
  layout: Layout,
  within: '' | 'me/',
): RouteObject[] {
  return screens.flatMap((entry) => {
    const path = entry.screen[layout];
    if (path === undefined) return [];
    const inside = path.startsWith('me/') ? 'me/' : '';
    return inside === within ? [routeOf(entry, path.slice(within.length), layout)] : [];
  });
}
