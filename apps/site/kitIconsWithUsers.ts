import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst, type Plugin } from 'vite';
import { astStrings, type AstNode } from './astStrings.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../');
const ICONS = join(ROOT, 'packages/ui/src/icon/icons.ts');
/** The module that adds one icon's paths to the kit's ICON_PATHS: this prefix and its name. */
const ICON_MODULE = '\0skinbox-icon:';

/** The kit's icons by name, each the path data icons.ts draws it with. */
export function iconPaths(source = readFileSync(ICONS, 'utf8')): Record<string, string[]> {
  const paths: Record<string, string[]> = {};
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const n = node as AstNode;
    if (n.type === 'VariableDeclarator' && (n.id as AstNode).name === 'ICON_PATHS') {
      let table = n.init as AstNode;
      // `{…} as const satisfies …`: the object inside the type expressions.
      while (table.type !== 'ObjectExpression') table = table.expression as AstNode;
      for (const property of table.properties as AstNode[]) {
        const key = property.key as AstNode;
        const name = (key.type === 'Identifier' ? key.name : key.value) as string;
        paths[name] = [...astStrings(property.value)];
      }
      return;
    }
    Object.values(n).forEach(visit);
  };
  visit(parseAst(source, { lang: 'ts' }, ICONS));
  if (Object.keys(paths).length === 0) throw new Error(`${ICONS}: no ICON_PATHS table found`);
  return paths;
}

/** The icons of `names` that the module `program` names: a string equal to the icon's name. */
export function namedIcons(program: unknown, names: readonly string[]): string[] {
  const named = astStrings(program);
  return names.filter((name) => named.has(name));
}

/** Whether the module `id` adds an icon to the table (an ICON_MODULE). */
export function isIconModule(id: string): boolean {
  return id.startsWith(ICON_MODULE);
}

/**
 * The kit's icons travel with the modules that draw them. In the production build the kit's icon
 * table (icons.ts, ICON_PATHS) starts empty, and each module of the site and the packages that
 * names an icon (`<Icon name="menu" />`, `icon: 'gift'` in a menu's entries…) imports the small
 * module that adds that icon's paths, so the icon is in the table before the module can draw it.
 * The entry chunk carries the icons of the first screen's modules only (10 of 35 when this was
 * written), and the others go in one chunk of their own (vite.config.ts), which the lazily
 * loaded chunks that name them import. Any string equal to an icon's name counts: a word that is
 * also an icon's name ('success', 'bag') brings the icon along, never leaves one out.
 */
export function kitIconsWithUsers(): Plugin {
  let paths: Record<string, string[]> | undefined;
  const table = () => {
    paths ??= iconPaths();
    return paths;
  };
  return {
    name: 'skinbox-kit-icons-with-users',
    apply: 'build',
    enforce: 'post',
    resolveId(source) {
      return isIconModule(source) ? source : null;
    },
    // Before the bundler reads icons.ts from the disk.
    load: {
      order: 'pre',
      handler(id) {
        if (id === ICONS) {
          this.addWatchFile(ICONS);
          const names = Object.keys(table());
          return (
            `export const ICON_PATHS = {};\n` +
            `export const ICON_NAMES = ${JSON.stringify(names)};\n`
          );
        }
        if (!isIconModule(id)) return null;
        const name = id.slice(ICON_MODULE.length);
        return {
          code:
            `import { ICON_PATHS } from ${JSON.stringify(ICONS)};\n` +
            `ICON_PATHS[${JSON.stringify(name)}] = ${JSON.stringify(table()[name])};\n`,
          moduleSideEffects: true,
        };
      },
    },
    transform(code, id) {
      if (id === ICONS || id.includes('/node_modules/') || !id.startsWith(ROOT)) return null;
      if (!/\.(ts|tsx)$/.test(id)) return null;
      const named = namedIcons(parseAst(code), Object.keys(table()));
      if (named.length === 0) return null;
      return {
        code: `${code}\n${named.map((name) => `import ${JSON.stringify(ICON_MODULE + name)};\n`).join('')}`,
        // Lines added after the source: its mappings stay as they are.
        map: null,
      };
    },
  };
}
