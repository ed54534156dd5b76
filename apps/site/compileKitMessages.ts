import { createRequire } from 'node:module';
import { parseAst, type Plugin } from 'vite';

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
 * The texts of a kit catalogue (`'ui.<widget>.<key>': '…'` properties of `program`), each with
 * its string literal; a `ui.` text that is not a plain string literal is an error.
 */
function* kitTexts(
  program: unknown,
  file: string,
): Generator<{ id: string; text: Node & { value: string } }> {
  for (const node of nodes(program)) {
    if (node.type !== 'Property' || !isString(node.key) || !node.key.value.startsWith('ui.'))
      continue;
    if (!isString(node.value))
      throw new Error(`${file}: the text of ${node.key.value} must be a string literal`);
    yield { id: node.key.value, text: node.value };
  }
}

/** The texts of a kit catalogue's source by id, each compiled to the AST react-intl formats. */
export function compiledKitTexts(source: string, file: string): Record<string, unknown> {
  const parse = icuParser();
  const texts: Record<string, unknown> = {};
  for (const { id, text } of kitTexts(parseAst(source, { lang: 'ts' }, file), file))
    texts[id] = parse(text.value);
  return texts;
}

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
      const replacements = [...kitTexts(this.parse(code), id)].map(({ text }) => ({
        start: text.start,
        end: text.end,
        compiled: JSON.stringify(parse(text.value)),
      }));
      let out = code;
      for (const { start, end, compiled } of replacements.sort((a, b) => b.start - a.start))
        out = out.slice(0, start) + compiled + out.slice(end);
      return { code: out, map: null };
    },
  };
}
