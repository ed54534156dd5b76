import { DESKTOP_BREAKPOINT, type Layout } from './device';

/**
 * How long the width must stay across 1024 px before the layout crosses (issue 30): a full-page
 * capture or a phone's rotation reports a width across it for a moment, which is no reason to
 * reload into the other layout. SPEC debounces the font sizing the same way (rootFont.ts).
 */
export const CROSSING_SETTLE_MS = 500;

/**
 * SPEC section 2: when the window crosses 1024 px (resize or rotation), the route is replaced with
 * the other layout's home, keeping a `code` query parameter, and the page reloads. Returns the
 * address to load, or undefined when the width stays on the same side.
 */
export function crossingTarget(
  currentLayout: Layout,
  previousWidth: number,
  width: number,
  search: string,
): string | undefined {
  const wasDesktop = previousWidth >= DESKTOP_BREAKPOINT;
  const isDesktop = width >= DESKTOP_BREAKPOINT;
  if (wasDesktop === isDesktop) return undefined;
  const target: Layout = isDesktop ? 'p' : 'm';
  if (target === currentLayout) return undefined;
  const code = new URLSearchParams(search).get('code');
  return `/${target}/home${code ? `?code=${encodeURIComponent(code)}` : ''}`;
}
