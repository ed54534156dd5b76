/**
 * Build-time minification of the CSS written in Emotion's css`…` and keyframes`…` templates, for
 * the kit's library build (vite.config.ts). Emotion ships those templates as written, indentation
 * and all, and only compacts them in the browser; collapsing the whitespace and comments here makes
 * the published code smaller. Only the literal parts change, never an interpolation, and the
 * changes are ones stylis (Emotion's CSS compiler) undoes anyway: the compiled CSS is the same.
 * A template holding `//` (stylis line comments, or a URL) is left as it is.
 */
import { parseSync, type Plugin } from 'vite';

const TAGS = new Set(['css', 'keyframes']);
const SOURCE = /[\\/]src[\\/].*\.tsx?$/;

interface Quasi {
  start: number;
  value: { raw: string };
}

interface Template {
  type: 'TaggedTemplateExpression';
  tag: { type: string; name?: string };
  quasi: { quasis: Quasi[] };
}

/** Collapses the CSS outside strings; `quote` carries an open string across interpolations. */
function minifyPart(
  raw: string,
  quote: string | null,
  first: boolean,
  last: boolean,
): { text: string; quote: string | null } {
  let out = '';
  let plain = '';
  const flush = () => {
    out += plain
      .replace(/\/\*[\s\S]*?\*\//g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/ ?([{};,]) ?/g, '$1')
      .replace(/: /g, ':');
    plain = '';
  };
  for (const char of raw) {
    if (quote) {
      out += char;
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      flush();
      out += char;
      quote = char;
    } else {
      plain += char;
    }
  }
  flush();
  if (first) out = out.trimStart();
  if (last) out = out.trimEnd();
  return { text: out, quote };
}

/** The source with every css`…` / keyframes`…` template minified (unchanged when none is). */
export function minifyCssTemplates(code: string, file: string): string {
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const template = node as Template;
    if (
      template.type === 'TaggedTemplateExpression' &&
      template.tag.type === 'Identifier' &&
      TAGS.has(template.tag.name ?? '') &&
      template.quasi.quasis.every((q) => !q.value.raw.includes('//'))
    ) {
      const quasis = template.quasi.quasis;
      let quote: string | null = null;
      quasis.forEach((q, i) => {
        // A template element's range starts at its opening delimiter (` or }).
        const start = q.start + 1;
        const end = start + q.value.raw.length;
        if (code.slice(start, end) !== q.value.raw) return;
        const part = minifyPart(q.value.raw, quote, i === 0, i === quasis.length - 1);
        quote = part.quote;
        if (part.text !== q.value.raw) edits.push({ start, end, text: part.text });
      });
    }
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
  };
  visit(parseSync(file, code, { lang: file.endsWith('x') ? 'tsx' : 'ts' }).program);
  let result = code;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, start) + text + result.slice(end);
  }
  return result;
}

/** The Vite/rolldown plugin: runs on the kit's sources before JSX and TypeScript are compiled. */
export function minifyCssTemplatesPlugin(): Plugin {
  return {
    name: 'skinbox-minify-css-templates',
    enforce: 'pre',
    transform(code, id) {
      if (!SOURCE.test(id) || !/\b(css|keyframes)`/.test(code)) return null;
      const next = minifyCssTemplates(code, id);
      return next === code ? null : { code: next, map: null };
    },
  };
}
