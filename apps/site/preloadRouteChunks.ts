import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst, type IndexHtmlTransformContext, type Plugin } from 'vite';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

// Joined, not new URL(…, import.meta.url): under jsdom (the unit tests) URL is jsdom's own.
const MANIFEST = join(dirname(fileURLToPath(import.meta.url)), 'src/routing/manifest.ts');

type Node = { type?: string; [key: string]: unknown };

const stringOf = (node: unknown): string | undefined => {
  const n = node as Node | undefined;
  return n?.type === 'Literal' && typeof n.value === 'string' ? n.value : undefined;
};

/** Every object literal in `node`, depth first. */
function objects(node: unknown, out: Node[] = []): Node[] {
  if (Array.isArray(node)) node.forEach((child) => objects(child, out));
  else if (node && typeof node === 'object') {
    if ((node as Node).type === 'ObjectExpression') out.push(node as Node);
    Object.values(node).forEach((child) => objects(child, out));
  }
  return out;
}

/** The module an `import('…')` inside `node` names. */
function importedModule(node: unknown): string | undefined {
  if (Array.isArray(node)) return node.map(importedModule).find(Boolean);
  if (!node || typeof node !== 'object') return undefined;
  if ((node as Node).type === 'ImportExpression') return stringOf((node as Node).source);
  return Object.values(node).map(importedModule).find(Boolean);
}

/**
 * The lazily loaded screen of each route segment (/m/<segment>, /p/<segment>, /p/me/<segment>),
 * read from the screen manifest's source: each declaration's `load` import and its m and p paths.
 * Read, not run: the manifest imports the screens, which only the bundler can load.
 */
export function routeScreens(source: string): Record<string, string> {
  const screens: Record<string, string> = {};
  for (const declaration of objects(parseAst(source, { lang: 'ts' }, MANIFEST))) {
    const properties = (declaration.properties as Node[]).filter((p) => p.type === 'Property');
    const value = (name: string) => properties.find((p) => (p.key as Node).name === name)?.value;
    const module = importedModule(value('load'));
    if (!module) continue;
    const file = join(dirname(MANIFEST), `${module}.tsx`);
    for (const path of [stringOf(value('m')), stringOf(value('p'))]) {
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
      for (const [segment, file] of Object.entries(routeScreens(readFileSync(MANIFEST, 'utf8')))) {
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
