import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst, type Plugin } from 'vite';

const HERE = dirname(fileURLToPath(import.meta.url));
/** The error catalogue's domain files (@skinbox/api): each maps a key to its text in every language. */
const ERRORS = join(HERE, '../../packages/api/src/contract/errors/');
/** The site's modules of another language's error texts: errorTexts/<locale>.ts. */
const LOCALE_TEXTS = join(HERE, 'src/i18n/errorTexts/');
const DEFAULT_LOCALE = 'zh';
/** Files of ERRORS that hold no texts. */
const NOT_DOMAINS = new Set(['index.ts', 'catalogue.ts', 'translateFrom.ts']);

type Node = { type?: string; start: number; end: number; [key: string]: unknown };

const isDomain = (file: string) =>
  file.startsWith(ERRORS) &&
  !file.slice(ERRORS.length).includes('/') &&
  file.endsWith('.ts') &&
  !file.endsWith('.test.ts') &&
  !NOT_DOMAINS.has(file.slice(ERRORS.length));

const keyOf = (property: Node): string | undefined => {
  const key = property.key as Node & { name?: string; value?: unknown };
  return key.type === 'Identifier'
    ? key.name
    : typeof key.value === 'string'
      ? key.value
      : undefined;
};

/** The text of a string literal (or a template literal without expressions). */
function textOf(node: Node, file: string): string {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  const quasis = node.quasis as Array<{ value: { cooked: string } }> | undefined;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0 && quasis)
    return quasis.map((quasi) => quasi.value.cooked).join('');
  throw new Error(`${file}: an error text must be a plain string (at ${node.start})`);
}

/**
 * Every message of `source` (a domain file): the `{ zh, en, vi, ko, tw }` object literals, each
 * with its error key, found wherever they sit in the file.
 */
function messages(source: string, file: string) {
  const found: { key: string; node: Node; texts: Record<string, Node> }[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    if (n.type === 'Property') {
      const key = keyOf(n);
      const value = n.value as Node;
      if (key?.startsWith('errors.') && value.type === 'ObjectExpression') {
        const texts = Object.fromEntries(
          (value.properties as Node[]).map((property) => [keyOf(property), property.value as Node]),
        );
        if (DEFAULT_LOCALE in texts) {
          found.push({ key, node: value, texts });
          return;
        }
      }
    }
    Object.values(n).forEach(visit);
  };
  visit(parseAst(source, { lang: 'ts' }, file));
  return found;
}

const lineBreaks = (text: string) => text.split('\n').length - 1;

/** Every error's text in `locale`, from all the domain files. */
export function textsIn(locale: string): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const name of readdirSync(ERRORS)) {
    const file = join(ERRORS, name);
    if (!isDomain(file)) continue;
    for (const message of messages(readFileSync(file, 'utf8'), file)) {
      const text = message.texts[locale];
      if (!text) throw new Error(`${file}: ${message.key} has no ${locale} text`);
      texts[message.key] = textOf(text, file);
    }
  }
  return texts;
}

/** `code` (a domain file) with each message's zh text alone, every line in its place. */
export function zhOnly(code: string, file: string): string {
  let lean = '';
  let from = 0;
  for (const { node, texts } of messages(code, file)) {
    const zh = texts[DEFAULT_LOCALE] as Node;
    const kept = `{ ${DEFAULT_LOCALE}: ${code.slice(zh.start, zh.end)} }`;
    // As many lines as the literal had, so the source map stays right for every line after it.
    const lines = lineBreaks(code.slice(node.start, node.end)) - lineBreaks(kept);
    lean += `${code.slice(from, node.start)}${kept}${'\n'.repeat(lines)}`;
    from = node.end;
  }
  return lean + code.slice(from);
}

/**
 * The server answers in all five languages, so the error catalogue (@skinbox/api) holds each
 * message in all five; the site shows one. In the production build each domain file keeps only
 * its zh texts (the default language, with the screens that translate refusals), and each other
 * language's texts are one chunk (src/i18n/errorTexts/<locale>.ts) fetched with that language's
 * catalogue (catalogues.ts), which hands them to the error catalogue (errorTexts.ts).
 */
export function errorTextsByLocale(): Plugin {
  return {
    name: 'skinbox-error-texts-by-locale',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!id.startsWith(LOCALE_TEXTS)) return null;
      const locale = id.slice(LOCALE_TEXTS.length).replace(/\.ts$/, '');
      return `export default ${JSON.stringify(textsIn(locale))};\n`;
    },
    transform(code, id) {
      return isDomain(id) ? { code: zhOnly(code, id), map: null } : null;
    },
  };
}
