import { createContext, useContext } from 'react';
import type { Layout } from '../layout/device';

/**
 * The ids of the site's screens. Empty here and filled by the screen manifest (routing/manifest.ts)
 * through declaration merging, so a screen names another by a checked id without importing the
 * manifest, which imports every screen.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged with the manifest's ids
export interface ScreenIds {}

export type ScreenId = keyof ScreenIds;

/** What the layout shell a screen renders in tells it: which layout, and where the screens are. */
export interface SiteLayout {
  layout: Layout;
  /** The address of a screen in this layout, e.g. bag → /p/me/bag; undefined when it has none. */
  hrefOf: (screen: ScreenId) => string | undefined;
}

export const LayoutContext = createContext<SiteLayout | null>(null);

function useSiteLayout(): SiteLayout {
  const site = useContext(LayoutContext);
  if (!site) throw new Error('A screen renders inside a layout shell (LayoutContext).');
  return site;
}

/** The layout (m or p) of the shell around the caller. */
export function useLayout(): Layout {
  return useSiteLayout().layout;
}

/**
 * The address of `screen` in the caller's layout. A screen the layout lacks is a programming
 * error, thrown at once rather than rendered as a dead link.
 */
export function useHref(screen: ScreenId): string {
  const site = useSiteLayout();
  const href = site.hrefOf(screen);
  if (href === undefined) throw new Error(`The ${site.layout} layout has no ${screen} screen.`);
  return href;
}
