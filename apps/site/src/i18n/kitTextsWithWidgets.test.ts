import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import zh from '../../../../packages/ui/src/locale/lang/zh';
import { namedKitIds } from '../../kitTextsWithWidgets';

const kit = join(dirname(fileURLToPath(import.meta.url)), '../../../../packages/ui/src/');
const ids = Object.keys(zh);
const named = (code: string) => namedKitIds(parseAst(code, { lang: 'tsx' }), ids);

/** The kit's modules a bundle can carry: not its catalogues, tests or stories. */
function widgetModules(folder = kit): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return path === join(kit, 'locale') ? [] : widgetModules(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories|browser\.test)\.tsx?$/.test(entry.name)
      ? [path]
      : [];
  });
}

describe("the kit's zh texts travel with its widgets (production build)", () => {
  it('gives a module the texts it names, whole or by the start of a template', () => {
    expect(named("intl.formatMessage({ id: 'ui.button.loading' })")).toEqual(['ui.button.loading']);
    const empty = named('intl.formatMessage({ id: `ui.empty.${preset}` })');
    expect(empty.length).toBeGreaterThan(1);
    expect(empty.every((id) => id.startsWith('ui.empty.'))).toBe(true);
    expect(named("const label = 'loading';")).toEqual([]);
  });

  it('leaves no text behind: every zh text is named by a module of the kit', () => {
    const carried = new Set(widgetModules().flatMap((file) => named(readFileSync(file, 'utf8'))));
    expect(ids.filter((id) => !carried.has(id))).toEqual([]);
  });
});
