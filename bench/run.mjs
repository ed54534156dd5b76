// `pnpm bench [name …]`: runs the named benchmarks, or all of them, one after the other.
// Each benchmark is a script in this folder that prints its own figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const all = readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs'))
  .map((f) => f.replace('.bench.mjs', ''));
const chosen = process.argv.length > 2 ? process.argv.slice(2) : all;

for (const name of chosen) {
  if (!all.includes(name)) {
    console.error(`unknown benchmark "${name}"; there are: ${all.join(', ')}`);
    process.exit(2);
  }
  console.log(`\n== ${name} ==`);
  const { status } = spawnSync('node', [`${here}${name}.bench.mjs`], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
