// `pnpm bench [name …] [--flag …]`: runs the named benchmarks, or all of them, one after the other,
// passing each the flags (e.g. `pnpm bench crowd --players 250`). Each benchmark is a script in
// this folder that prints its own figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const all = readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs'))
  .map((f) => f.replace('.bench.mjs', ''));
const args = process.argv.slice(2);
const firstFlag = args.findIndex((arg) => arg.startsWith('--'));
const names = firstFlag === -1 ? args : args.slice(0, firstFlag);
const flags = firstFlag === -1 ? [] : args.slice(firstFlag);
const chosen = names.length > 0 ? names : all;

for (const name of chosen) {
  if (!all.includes(name)) {
    console.error(`unknown benchmark "${name}"; there are: ${all.join(', ')}`);
    process.exit(2);
  }
  console.log(`\n== ${name} ==`);
  const { status } = spawnSync('node', [`${here}${name}.bench.mjs`, ...flags], {
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}
