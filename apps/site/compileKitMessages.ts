import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** The kit's catalogue of each language, packages/ui/src/locale/lang/<locale>.ts. */
const KIT_CATALOGUE = /[\\/]packages[\\/]ui[\\/]src[\\/]locale[\\/]lang[\\/][a-z]+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  key?: Node;
  value?: unknown;
  [child: string]: unknown;
}

/** The ICU parser react-intl itself would use (react-intl → intl-messageformat → parser). */
function icuParser(): (message: string) => unknown {
  const fromSite = createRequire(import.meta.url);
  const fromReactIntl = createRequire(fromSite.resolve('react-intl'));
  const fromFormat = createRequire(fromReactIntl.resolve('intl-messageformat'));
  const parser = fromFormat('@formatjs/icu-messageformat-parser') as {
    parse(message: string): unknown;
  };
  return (message) => parser.parse(message);
}

function* nodes(node: unknown): Generator<Node> {
  if (Array.isArray(node)) for (const child of node) yield* nodes(child);
  else if (node && typeof node === 'object' && typeof (node as Node).type === 'string') {
    yield node as Node;
    for (const [key, child] of Object.entries(node))
      if (key !== 'parent' && typeof child === 'object') yield* nodes(child);
  }
}

const isString = (node: unknown): node is Node & { value: string } =>
  (node as Node | undefined)?.type === 'Literal' && typeof (node as Node).value === 'string';

/**
 * The site's own catalogues are compiled to ASTs by `pnpm i18n`; this compiles the kit's texts
 * (`'ui.<widget>.<key>': '…'` in each language's catalogue) the same way while the site is built,
 * so the production bundle can drop the ICU parser (`no-parser` alias in vite.config.ts). A
 * `ui.` text that is not a plain string literal fails the build rather than ship unparsed.
 */
export function compileKitMessages(): Plugin {
  const parse = icuParser();
  return {
    name: 'skinbox-compile-kit-messages',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!KIT_CATALOGUE.test(id)) return null;
      const replacements: { start: number; end: number; text: string }[] = [];
      for (const node of nodes(this.parse(code))) {
        if (node.type !== 'Property' || !isString(node.key) || !node.key.value.startsWith('ui.'))
          continue;
        const value = node.value as Node;
        if (!isString(value))
          this.error(`${id}: the text of ${node.key.value} must be a string literal`);
        replacements.push({
          start: value.start,
          end: value.end,
          text: JSON.stringify(parse(value.value)),
        });
      }
      let out = code;
      for (const { start, end, text } of replacements.sort((a, b) => b.start - a.start))
        out = out.slice(0, start) + text + out.slice(end);
      return { code: out, map: null };
    },
  };
}
