import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { LAZY_SCREEN_MODULES, SCREEN_PATHS, type ScreenPaths } from './src/routing/screenPaths.ts';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

// Joined, not new URL(…, import.meta.url): under jsdom (the unit tests) URL is jsdom's own.
const SRC = join(dirname(fileURLToPath(import.meta.url)), 'src/');

/**
 * The lazily loaded screen of each route segment (/m/<segment>, /p/<segment>, /p/me/<segment>):
 * each screen's module file, under its m and p paths (screenPaths.ts).
 */
export function routeScreens(): Record<string, string> {
  const screens: Record<string, string> = {};
  for (const [id, lazyModule] of Object.entries(LAZY_SCREEN_MODULES)) {
    const file = join(SRC, lazyModule);
    const { m, p } = SCREEN_PATHS[id as keyof typeof SCREEN_PATHS] as ScreenPaths;
    for (const path of [m, p]) {
      if (path) screens[path.replace(/^me\//, '').split('/')[0] ?? path] = file;
    }
  }
  return screens;
}

function chunkFiles(bundle: OutputBundle, chunk: OutputChunk, skip: Set<string>, out: Set<string>) {
  if (skip.has(chunk.fileName) || out.has(chunk.fileName)) return;
  out.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') chunkFiles(bundle, imported, skip, out);
  }
}

/** The file beside index.html that names each route segment's chunks (read by the server). */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/**
 * A page opened directly on a lazily loaded screen (e.g. /m/openbox) would fetch that screen's
 * chunks only after the entry chunk has run. This writes ROUTE_CHUNKS_FILE: for each route
 * segment, the chunks its screen needs beyond the entry's. The server links them as
 * `modulepreload` in the head of the page it serves for that route (apps/server/src/http/site.ts),
 * so they download beside the entry chunk, with no script of their own to wait for.
 */
export function preloadRouteChunks(): Plugin {
  return {
    name: 'skinbox-preload-route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      const eager = new Set<string>();
      if (entry) chunkFiles(bundle, entry, new Set(), eager);
      const routes: Record<string, string[]> = {};
      for (const [segment, file] of Object.entries(routeScreens())) {
        const chunk = chunks.find((c) => c.facadeModuleId === file);
        if (!chunk) continue;
        const own = new Set<string>();
        chunkFiles(bundle, chunk, eager, own);
        routes[segment] = [...own].map((name) => `/${name}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: `${JSON.stringify(routes)}\n`,
      });
    },
  };
}
