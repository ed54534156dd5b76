// Server time of one slider puzzle (the work behind getGraphicCode, which needs no sign-in):
// draws CALLS puzzles with apps/server's drawSliderPicture in this process and prints the median
// and 95th percentile per puzzle, the first call apart (it renders the pre-rendered texture pool
// once per process), the picture sizes and the machine's load average, since a busy 2-core
// machine stretches every figure.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';

const CALLS = 200;

const root = fileURLToPath(new URL('..', import.meta.url));
const serverDir = `${root}apps/server/`;
if (!process.env.SLIDER_BENCH_UNDER_TSX) {
  // The server's TypeScript is loaded through its own tsx: run this file again under it.
  const tsx = createRequire(`${serverDir}package.json`).resolve('tsx/cli');
  const { status } = spawnSync(tsx, [fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
    env: { ...process.env, SLIDER_BENCH_UNDER_TSX: '1' },
  });
  process.exit(status ?? 1);
}
const { drawSliderPicture } = await import(
  pathToFileURL(`${serverDir}src/captcha/sliderPicture.ts`).href
);
const { randomTargetX } = await import(
  pathToFileURL(`${serverDir}src/captcha/rules/slider.ts`).href
);

const timed = () => {
  const started = performance.now();
  const picture = drawSliderPicture(randomTargetX(Math.random), Math.random);
  return { ms: performance.now() - started, picture };
};

const first = timed();
const samples = Array.from({ length: CALLS }, () => timed().ms).sort((a, b) => a - b);
const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
const kb = (dataUri) => (dataUri.length / 1024).toFixed(1);
console.log(`first puzzle of the process: ${first.ms.toFixed(1)} ms`);
console.log(
  `per puzzle over ${CALLS}: median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms`,
);
console.log(
  `data URIs: background ${kb(first.picture.background)} KB, piece ${kb(first.picture.piece)} KB`,
);
console.log(`load average (1 min): ${loadavg()[0].toFixed(1)}`);
