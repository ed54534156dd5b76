// The bytes a browser downloads to render the site's first screen: the entry script and
// stylesheet of the production build plus every module it preloads, raw and gzip (level 9).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}apps/site/dist`;
execFileSync('pnpm', ['-s', 'build:site'], { cwd: root, stdio: 'ignore' });

const html = readFileSync(`${dist}/index.html`, 'utf8');
const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
let raw = 0;
let gzip = 0;
for (const file of files) {
  const bytes = readFileSync(`${dist}${file}`);
  const packed = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += packed;
  console.log(
    `${file.padEnd(44)} ${(bytes.length / 1024).toFixed(1).padStart(8)} KB  gzip ${(packed / 1024).toFixed(1).padStart(7)} KB`,
  );
}
console.log(
  `${'first screen total'.padEnd(44)} ${(raw / 1024).toFixed(1).padStart(8)} KB  gzip ${(gzip / 1024).toFixed(1).padStart(7)} KB`,
);
