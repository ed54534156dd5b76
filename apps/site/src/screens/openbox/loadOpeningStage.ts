/**
 * The opening's reels and results (OpeningStage.tsx) are not on the box page's first screen, which
 * shows the case: they load when an opening or a demo is asked for, beside the call, so they are
 * here by the time its answer sets the reels spinning.
 */
export function loadOpeningStage() {
  return import('./OpeningStage');
}
