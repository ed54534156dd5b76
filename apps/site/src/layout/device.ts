/** SPEC section 2: under this width the mobile layout is used. */
export const DESKTOP_BREAKPOINT = 1024;

export type Layout = 'm' | 'p';

const MOBILE_AGENT =
  /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|Windows Phone|MicroMessenger|wxwork/i;

export function isMobileAgent(userAgent: string): boolean {
  return MOBILE_AGENT.test(userAgent);
}

/** /m on a mobile device or any window narrower than the breakpoint, otherwise /p. */
export function layoutFor(userAgent: string, width: number): Layout {
  return isMobileAgent(userAgent) || width < DESKTOP_BREAKPOINT ? 'm' : 'p';
}

export function currentLayout(): Layout {
  return layoutFor(navigator.userAgent, window.innerWidth);
}
