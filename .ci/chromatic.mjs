// Publishes the built Storybook to Chromatic for visual review. Only an outside CI that holds
// CHROMATIC_PROJECT_TOKEN may run it: the chromatic CLI needs its cloud, which this network lacks.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('chromatic: CHROMATIC_PROJECT_TOKEN is not set; refusing to run.');
  process.exit(1);
}
const build = spawnSync('pnpm', ['-s', 'build-storybook'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const { status } = spawnSync(
  'pnpm',
  ['dlx', 'chromatic@13', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes'],
  { stdio: 'inherit' },
);
process.exit(status ?? 1);
