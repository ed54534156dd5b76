import { DESKTOP_BREAKPOINT, type Layout } from './device';

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
