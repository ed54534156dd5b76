import { parseAst, type Plugin } from 'vite';

type Node = { type?: string; start: number; end: number; [key: string]: unknown };

const keyOf = (property: Node): string | undefined => {
  const key = property.key as Node & { name?: string; value?: unknown };
  if (key.type === 'Identifier') return key.name;
  return typeof key.value === 'string' ? key.value : undefined;
};

/** The `defaultMessage` properties of the message descriptors (objects with an id) in `program`. */
function defaultMessages(program: unknown): Node[] {
  const found: Node[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    if (n.type === 'ObjectExpression') {
      const properties = (n.properties as Node[]).filter((p) => p.type === 'Property');
      const keys = properties.map(keyOf);
      if (keys.includes('id')) {
        found.push(...properties.filter((p) => keyOf(p) === 'defaultMessage'));
      }
    }
    for (const child of Object.values(n)) visit(child);
  };
  visit(program);
  return found;
}

/**
 * `code` with every message descriptor's `defaultMessage` (and its comma) blanked out: spaces in
 * place of its characters, line breaks kept, so every other character keeps its line and column
 * and the module's source map stays right without a new one.
 */
export function withoutDefaultMessages(code: string): string {
  if (!code.includes('defaultMessage')) return code;
  const properties = defaultMessages(parseAst(code, { lang: 'tsx' }));
  if (properties.length === 0) return code;
  let out = '';
  let at = 0;
  for (const property of properties.sort((a, b) => a.start - b.start)) {
    const comma = /^\s*,/.exec(code.slice(property.end));
    const end = property.end + (comma ? comma[0].length : 0);
    out += code.slice(at, property.start) + code.slice(property.start, end).replace(/[^\n]/g, ' ');
    at = end;
  }
  return out + code.slice(at);
}

/**
 * The production build's message descriptors carry only their ids. Every zh text already ships in
 * a catalogue (the first screen's in the entry, each lazy screen's in its chunk:
 * firstScreenCatalogue.ts), so the descriptors' zh defaults were each text a second time: 146 of
 * them in the entry alone. Runs after the TypeScript and JSX transform or before it (either parses as TSX), on the site's modules.
 */
export function descriptorsWithoutDefaults(): Plugin {
  return {
    name: 'skinbox-descriptors-without-defaults',
    apply: 'build',
    transform: {
      filter: { id: /\/apps\/site\/src\/.*\.tsx?$/, code: 'defaultMessage' },
      handler(code) {
        const lean = withoutDefaultMessages(code);
        return lean === code ? null : { code: lean, map: null };
      },
    },
  };
}
