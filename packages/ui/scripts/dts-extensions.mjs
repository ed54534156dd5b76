// After `tsc -p tsconfig.build.json`: give the relative imports in dist/**/*.d.ts the file names
// ESM needs ('./button' → './button/index.js', './Button' → './Button.js'). The sources import
// without extensions, which only bundler resolution accepts; with this, a consumer on
// "moduleResolution": "node16"/"nodenext" gets the kit's types too.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
// './x', '../x', and the bare '.' and '..' tsc writes when a type comes from a folder's index.
const RELATIVE = /(\bfrom\s*|\bimport\s*\(\s*)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;

function withExtension(file, specifier) {
  if (/\.(js|mjs|cjs|json)$/.test(specifier)) return specifier;
  const base = join(dirname(file), specifier);
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(base, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`${file}: cannot resolve the declaration of '${specifier}'`);
}

let changed = 0;
for (const entry of readdirSync(dist, { recursive: true })) {
  if (!entry.endsWith('.d.ts')) continue;
  const file = join(dist, entry);
  const before = readFileSync(file, 'utf8');
  const after = before.replace(
    RELATIVE,
    (_, head, quote, specifier) => `${head}${quote}${withExtension(file, specifier)}${quote}`,
  );
  if (after !== before) {
    writeFileSync(file, after);
    changed += 1;
  }
}
console.log(`dts-extensions: ${changed} declaration files given ESM import paths`);
