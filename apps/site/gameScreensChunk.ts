/**
 * The small modules the game screens share (the box page, battles, crash, roll rooms, the reward
 * boxes…): the reel's strip model, the switch, the frame's and the goods' little helpers, and
 * the limits refusal. Left to itself the bundler gives each its own chunk, as
 * each is shared by a different set of screens: the box page then asked for 18 files beyond the
 * first screen, and six at a time over HTTP/1.1 on a phone those requests were most of its wait
 * (Lighthouse mobile: first paint 2.4 s, 1.9 s with them in one chunk). None of them brings the
 * error catalogue or zod, which stay with the screens that need them.
 *
 * Listed by hand because the rules tried instead took far more (issue 28, bench site --runs 0):
 * the kit's and src/shared's modules shared by 2 chunks made a 75 KB gzip chunk, and by 3, of
 * at most 4000 bytes each, a 60 KB one (this list: 7.4 KB); the game pages then loaded 3 to 10
 * files instead of 9 to 23, but 26 to 63 KB more (/m/openbox 165.2 -> 228.3 and 217.7 KB).
 *
 * The reel and the win reveal themselves are not here (issue 32): no first screen of the bag,
 * lucky or roll page shows them, and in this chunk they cost each of those 2.5 KB gzip; the
 * screens that show them (the box page, battles, crash) load them in a chunk of their own (/m/battleDetail 17 -> 18 files, 171.6 -> 171.0 KB; /m/crash 178.1 -> 175.9 KB).
 *
 * Nor are the empty state and the choice chips: the battle lobby needs only those two, and with
 * them here it loaded the whole chunk (own chunks, gzip -9: battle lobby 12.3 -> 9.2 KB, crash
 * 20.1 -> 19.0, fairness 17.6 -> 16.5; the box page, bag, lucky and roll 0.2-0.5 KB and a file or
 * two more).
 */
export const GAME_SCREENS_SHARED = [
  'packages/ui/src/reel/reelModel.ts',
  'packages/ui/src/switch/',
  'packages/ui/src/hooks/',
  'apps/site/src/shared/frame/Notice.tsx',
  'apps/site/src/shared/frame/onFill.ts',
  'apps/site/src/shared/frame/range.ts',
  'apps/site/src/shared/frame/reelsSpinning.ts',
  'apps/site/src/shared/goods/GoodsGrid.tsx',
  'apps/site/src/shared/goods/GoodsItemTile.tsx',
  'apps/site/src/shared/goods/money.ts',
  'apps/site/src/shared/goods/messages.ts',
  'apps/site/src/shared/limits/limitRefusal.ts',
  'apps/site/src/shared/limits/LimitRefusalNotice.tsx',
  'apps/site/src/shared/limits/messages.ts',
] as const;

/** Whether the module `id` (an absolute path) belongs to the game screens' shared chunk. */
export function inGameScreensChunk(id: string): boolean {
  const path = id.replace(/\\/g, '/');
  return GAME_SCREENS_SHARED.some((shared) =>
    shared.endsWith('/') ? path.includes(`/${shared}`) : path.endsWith(`/${shared}`),
  );
}
