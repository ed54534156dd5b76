import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst, type Plugin } from 'vite';
import { astStrings, type AstNode } from './astStrings.ts';
import { routeScreens } from './preloadRouteChunks.ts';

const SRC = join(dirname(fileURLToPath(import.meta.url)), 'src/');
const ENTRY = join(SRC, 'main.tsx');
const MANIFEST = join(SRC, 'routing/manifest.ts');
const CATALOGUES = join(SRC, 'i18n/catalogues.ts');
const DEFAULT_CATALOGUE = join(SRC, 'i18n/compiled/zh.json');
const FIRST_SCREEN = '\0skinbox-zh-first-screen';
/** A lazily loaded screen's zh messages: this prefix and the screen's module file. */
const SCREEN_MESSAGES = '\0skinbox-zh-screen:';

/** The file a relative import names: the path itself, or with .ts, .tsx or /index.ts(x). */
function resolveSource(specifier: string, importer: string): string | undefined {
  const base = resolve(dirname(importer), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/** The modules `node` loads with import('…'), anywhere inside it. */
function dynamicImports(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const child of node) dynamicImports(child, out);
  } else if (node && typeof node === 'object') {
    const n = node as AstNode;
    const source = (n.source as AstNode | undefined)?.value;
    if (n.type === 'ImportExpression' && typeof source === 'string') out.push(source);
    for (const child of Object.values(n)) dynamicImports(child, out);
  }
  return out.filter((source) => source.startsWith('.'));
}

/** The relative modules `program` imports or re-exports statically (types aside). */
function staticImports(program: AstNode): string[] {
  const sources: string[] = [];
  for (const statement of program.body as AstNode[]) {
    const source = (statement.source as AstNode | undefined)?.value;
    if (typeof source !== 'string' || !source.startsWith('.')) continue;
    if (statement.type === 'ImportDeclaration' && statement.importKind !== 'type') {
      sources.push(source);
    } else if (
      (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') &&
      statement.exportKind !== 'type'
    ) {
      sources.push(source);
    }
  }
  return sources;
}

/** `entry` and the modules of src/ it imports statically, then what those import (not import()). */
function reachable(entry: string): string[] {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const specifier of staticImports(parseModule(file))) {
      const target = resolveSource(specifier, file);
      if (target && target.startsWith(SRC) && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen];
}

function parseModule(file: string): AstNode {
  return parseAst(
    readFileSync(file, 'utf8'),
    { lang: file.endsWith('x') ? 'tsx' : 'ts' },
    file,
  ) as unknown as AstNode;
}

/**
 * The site's modules of the first screen, the entry chunk: src/main.tsx and what it imports
 * statically, within src/. Not what they load with import(): the screens the manifest loads
 * lazily and the frame's lazily loaded parts (lazyFrameParts) carry their own messages.
 */
export function entryModules(entry = ENTRY): string[] {
  return reachable(entry);
}

/**
 * What the first screen's modules load with import(), beside the manifest's screens and the other
 * languages' catalogues: the frame's parts shown over any screen once needed (the side menu's
 * panel, the sign-in overlay, the prize toasts…). Each carries its own messages, as a screen does.
 */
export function lazyFrameParts(modules = entryModules()): string[] {
  const eager = new Set(modules);
  const parts = new Set<string>();
  for (const file of modules) {
    if (file === MANIFEST || file === CATALOGUES) continue;
    for (const specifier of dynamicImports(parseModule(file))) {
      const target = resolveSource(specifier, file);
      if (target && target.startsWith(SRC) && !eager.has(target)) parts.add(target);
    }
  }
  return [...parts];
}

/**
 * What the lazily loaded screens (and the frame's lazy parts) load with import() themselves, and
 * what those load in turn: a dialog opened on demand, a part below the fold loaded as it nears the
 * viewport. Each carries its own messages, as a screen does, so a screen's chunk holds only the
 * messages of what it shows at once (the crash screen's chunk held its verifier's formulas, 3 KB
 * gzip, and the battle room's those of the verification it loads once a battle has finished).
 */
export function lazyScreenParts(
  screens: readonly string[],
  eager: ReadonlySet<string> = new Set(entryModules()),
): string[] {
  const known = new Set(screens);
  const parts: string[] = [];
  const queue = [...screens];
  while (queue.length > 0) {
    const screen = queue.shift() as string;
    for (const file of reachable(screen)) {
      if (eager.has(file)) continue;
      for (const specifier of dynamicImports(parseModule(file))) {
        const target = resolveSource(specifier, file);
        if (!target || !target.startsWith(SRC) || eager.has(target) || known.has(target)) continue;
        known.add(target);
        parts.push(target);
        queue.push(target);
      }
    }
  }
  return parts;
}

/** Every string the modules name: the message ids among them. */
function namedStrings(modules: readonly string[]): Set<string> {
  const named = new Set<string>();
  for (const file of modules) astStrings(parseModule(file), named);
  return named;
}

/** The part of `catalogue` whose ids the first screen's modules name. */
export function firstScreenCatalogue<T>(
  catalogue: Record<string, T>,
  modules = entryModules(),
): Record<string, T> {
  const named = namedStrings(modules);
  return Object.fromEntries(Object.entries(catalogue).filter(([id]) => named.has(id)));
}

/**
 * The part of `catalogue` a lazily loaded screen (or part of the frame or of a screen) needs
 * beyond the first screen's: the ids its modules name that `firstScreen` lacks. The parts it loads
 * lazily itself carry their own (lazyScreenParts).
 */
export function screenCatalogue<T>(
  catalogue: Record<string, T>,
  screen: string,
  firstScreen: Record<string, T>,
): Record<string, T> {
  const named = namedStrings(reachable(screen));
  return Object.fromEntries(
    Object.entries(catalogue).filter(([id]) => named.has(id) && !(id in firstScreen)),
  );
}

/**
 * The production build's entry chunk carries only the zh messages of the first screen's modules
 * (the frame, the home screen, the menus' titles: about a ninth of the catalogue), and each
 * lazily loaded screen's or frame part's chunk the rest of its own: its module hands them to
 * addScreenMessages (catalogues.ts) as it runs. catalogues.ts's static import of compiled/zh.json
 * resolves to the first screen's part; every other import of it (the whole catalogue, zhFull.ts,
 * for a switch back to zh), to the file.
 */
export function firstScreenCatalogueOnly(): Plugin {
  let whole: Record<string, unknown> | undefined;
  let firstScreen: Record<string, unknown> | undefined;
  let screens = new Set<string>();
  const catalogue = () => {
    whole ??= JSON.parse(readFileSync(DEFAULT_CATALOGUE, 'utf8')) as Record<string, unknown>;
    return whole;
  };
  const firstScreenPart = () => {
    firstScreen ??= firstScreenCatalogue(catalogue());
    return firstScreen;
  };
  return {
    name: 'skinbox-first-screen-catalogue',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const lazy = [...Object.values(routeScreens()), ...lazyFrameParts()];
      screens = new Set([...lazy, ...lazyScreenParts(lazy)]);
    },
    resolveId(source, importer) {
      if (source.startsWith(SCREEN_MESSAGES)) return source;
      if (importer !== CATALOGUES || source !== './compiled/zh.json') return null;
      return FIRST_SCREEN;
    },
    load(id) {
      if (id === FIRST_SCREEN) {
        this.addWatchFile(DEFAULT_CATALOGUE);
        return `export default ${JSON.stringify(firstScreenPart())};\n`;
      }
      if (id.startsWith(SCREEN_MESSAGES)) {
        const screen = id.slice(SCREEN_MESSAGES.length);
        return `export default ${JSON.stringify(screenCatalogue(catalogue(), screen, firstScreenPart()))};\n`;
      }
      return null;
    },
    transform(code, id) {
      if (!screens.has(id)) return null;
      return {
        code:
          `${code}\n` +
          `import __screenMessages from ${JSON.stringify(SCREEN_MESSAGES + id)};\n` +
          `import { addScreenMessages as __addScreenMessages } from ${JSON.stringify(CATALOGUES)};\n` +
          `__addScreenMessages(__screenMessages);\n`,
        // Lines added after the source: its mappings stay as they are.
        map: null,
      };
    },
  };
}
