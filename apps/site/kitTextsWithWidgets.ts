import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst, type Plugin } from 'vite';
import { compiledKitTexts } from './compileKitMessages.ts';

const KIT = join(dirname(fileURLToPath(import.meta.url)), '../../packages/ui/src/');
const KIT_CATALOGUES = join(KIT, 'locale/catalogues.ts');
const KIT_ZH = join(KIT, 'locale/lang/zh.ts');
/** What the kit's built-in zh catalogue resolves to in the production build: no text. */
const NO_TEXTS = '\0skinbox-kit-zh-none';

type Node = { type?: string; [key: string]: unknown };

/**
 * The ids of `ids` that the module `program` names: a string equal to the id, or a template
 * literal whose fixed start begins it (`ui.empty.${preset}` names every ui.empty.… text).
 */
export function namedKitIds(program: unknown, ids: readonly string[]): string[] {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    if (n.type === 'Literal' && typeof n.value === 'string') exact.add(n.value);
    if (n.type === 'TemplateLiteral') {
      const [head] = n.quasis as Array<{ value: { cooked: string } }>;
      if (head?.value.cooked.startsWith('ui.')) prefixes.push(head.value.cooked);
    }
    for (const child of Object.values(n)) visit(child);
  };
  visit(program);
  return ids.filter((id) => exact.has(id) || prefixes.some((prefix) => id.startsWith(prefix)));
}

/**
 * The kit's zh texts travel with the widgets that show them. In the production build the kit's
 * built-in zh catalogue is empty, and each module of the kit that names text ids adds those texts
 * (compiled, as compileKitMessages does) when it runs, with addKitTexts: the entry chunk carries
 * the texts of its few widgets (about 7 of 100, 2 KB gzip less on the first screen) and a lazily
 * loaded chunk those of its own, before any of them renders. The kit's modules have no side
 * effects for the bundler (its package.json), so a widget no chunk uses leaves its texts out too.
 */
export function kitTextsWithWidgets(): Plugin {
  let texts: Record<string, unknown> | undefined;
  const zh = () => {
    texts ??= compiledKitTexts(readFileSync(KIT_ZH, 'utf8'), KIT_ZH);
    return texts;
  };
  return {
    name: 'skinbox-kit-texts-with-widgets',
    apply: 'build',
    enforce: 'post',
    // Before Vite's own resolver, which would find the file.
    resolveId: {
      order: 'pre',
      handler(source, importer) {
        return importer === KIT_CATALOGUES && source === './lang/zh' ? NO_TEXTS : null;
      },
    },
    load(id) {
      return id === NO_TEXTS ? 'export default {};\n' : null;
    },
    transform(code, id) {
      if (!id.startsWith(KIT) || id.startsWith(join(KIT, 'locale/'))) return null;
      if (!/\.tsx?$/.test(id) || !code.includes('ui.')) return null;
      const catalogue = zh();
      const named = namedKitIds(parseAst(code), Object.keys(catalogue));
      if (named.length === 0) return null;
      const own = Object.fromEntries(named.map((key) => [key, catalogue[key]]));
      return {
        code:
          `${code}\n` +
          `import { addKitTexts as __addKitTexts } from ${JSON.stringify(KIT_CATALOGUES)};\n` +
          `__addKitTexts('zh', ${JSON.stringify(own)});\n`,
        // Lines added after the source: its mappings stay as they are.
        map: null,
      };
    },
  };
}
