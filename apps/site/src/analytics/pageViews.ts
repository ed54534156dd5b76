declare global {
  interface Window {
    /** The web-analytics queue; its script is loaded at start-up with the channel's keyWord. */
    _hmt?: unknown[][];
  }
}

/** The one place page views are reported from (SPEC section 2). */
export function trackPageView(path: string) {
  window._hmt ??= [];
  window._hmt.push(['_trackPageview', path]);
}
