import { readFileSync } from 'node:fs';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { entryModules } from '../../firstScreenCatalogue';

/** The kit's panels that open over a page: none of them is on the first screen before a click. */
const PANELS = [
  'Popup',
  'Dialog',
  'ConfirmDialog',
  'ImagePreview',
  'Picker',
  'DatePicker',
  'Notify',
  'PrizeToast',
  'Fireworks',
];

type Node = { type?: string; [key: string]: unknown };

/** The names `file` imports from the kit (values, not types). */
function kitImports(file: string): string[] {
  const program = parseAst(readFileSync(file, 'utf8'), { lang: 'tsx' }, file) as unknown as {
    body: Node[];
  };
  return program.body
    .filter(
      (statement) =>
        statement.type === 'ImportDeclaration' &&
        statement.importKind !== 'type' &&
        (statement.source as Node).value === '@skinbox/ui',
    )
    .flatMap((statement) => statement.specifiers as Node[])
    .filter((specifier) => specifier.importKind !== 'type')
    .map((specifier) => ((specifier.imported ?? specifier.local) as Node).name as string);
}

describe("the first screen's modules (the entry chunk)", () => {
  it("import none of the kit's panels: each loads with the part that opens it", () => {
    const imported = entryModules().flatMap((file) =>
      kitImports(file).map((name) => ({ file: file.split('/src/').pop(), name })),
    );
    // The check finds what it looks for: the header's button is the kit's.
    expect(imported.map(({ name }) => name)).toContain('Button');
    expect(imported.filter(({ name }) => PANELS.includes(name))).toEqual([]);
  });
});
