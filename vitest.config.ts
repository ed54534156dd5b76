import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

/** Debian's chromium: the project never downloads a browser of its own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

// A fresh object per project: one shared browser config mixes up project names.
function chromium() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
    instances: [{ browser: 'chromium' as const }],
    viewport: { width: 800, height: 600 },
  };
}

const emotionReact = () => react({ jsxImportSource: '@emotion/react' });

/**
 * The console chart imports uPlot (a dependency of the kit, not of the root) when it first draws.
 * Vite's scan missed it and optimised it mid-run, reloading the page under the running stories.
 */
const browserDeps = { include: ['@skinbox/ui > uplot'] };

/** Unit tests of the packages without a user interface (a .tsx test renders, so stays in 'unit'). */
const LOGIC_TESTS = [
  'packages/fairness/src/**/*.test.ts',
  'packages/rules/src/**/*.test.ts',
  'packages/api/src/**/*.test.ts',
  'packages/stores/src/**/*.test.ts',
];

/**
 * The server tests that exercise what differs between the engines: the driver and its prepared
 * statements, the job queue and leader lock (a file lock on PGlite, advisory locks on PostgreSQL),
 * the data folder, seeding and start-up, the database functions, the box opening in SQL, the crash
 * loop, and the journeys that run one player through the money paths. `pnpm test` runs only these
 * on PGlite when PostgreSQL answers (SERVER_PGLITE_SCOPE=engine): the feature tests run there in
 * full, and the e2e layer runs every journey of the site over PGlite; a second full pass on PGlite
 * would check the same rules again for four minutes of a CI run that must stay under thirty.
 */
const ENGINE_TESTS = [
  'apps/server/src/runtime/*.test.ts',
  'apps/server/src/ops/ops.test.ts',
  'apps/server/src/health/*.test.ts',
  'apps/server/src/config.test.ts',
  'apps/server/src/seed/*.test.ts',
  'apps/server/src/money/*.test.ts',
  'apps/server/src/db/*.test.ts',
  'apps/server/src/boxes/openInSql.test.ts',
  'apps/server/src/boxes/journey.test.ts',
  'apps/server/src/crash/crash.test.ts',
  'apps/server/src/bag/delivery/restart.test.ts',
  'apps/server/src/profile/accountJourney.test.ts',
];

const serverProject = (db: 'pglite' | 'pg'): TestProjectInlineConfiguration => ({
  test: {
    name: `server-${db}`,
    environment: 'node',
    include:
      db === 'pglite' && process.env.SERVER_PGLITE_SCOPE === 'engine'
        ? ENGINE_TESTS
        : ['apps/server/src/**/*.test.ts'],
    // Lock contention and races need real PostgreSQL: `*.pg.test.ts` runs only there.
    // `*.redis.test.ts` needs a Redis server and has its own project.
    exclude: [
      '**/node_modules/**',
      '**/*.redis.test.ts',
      ...(db === 'pglite' ? ['**/*.pg.test.ts'] : []),
    ],
    env: { TEST_DB: db },
    // One worker process runs many files: modules load once per worker instead of once per file
    // (fastify, drizzle, PGlite and the item catalogue took a third of the layer's time). Vitest
    // resets mocks for each file; the server keeps no state at module level (each test file
    // starts its own server and database), so files cannot see each other's.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Two cores: two test files at a time (each server test file opens its own database).
    maxWorkers: 2,
    projects: [
      {
        test: {
          // The logic packages' tests touch no page: node, without a jsdom window per file (which
          // took more of the unit layer than these tests themselves).
          name: 'logic',
          environment: 'node',
          isolate: false,
          include: LOGIC_TESTS,
        },
      },
      {
        plugins: [emotionReact()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          // A worker runs its files in one process: React, the kit and the stores load once per
          // worker, not once per file (import and setup took a third of the layer). Each file
          // still gets a fresh jsdom window, and Testing Library unmounts after every test.
          isolate: false,
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/site/src/**/*.test.{ts,tsx}',
            'apps/admin/src/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/*.browser.test.{ts,tsx}', '**/*.visual.test.{ts,tsx}', ...LOGIC_TESTS],
          setupFiles: [fileURLToPath(new URL('./.storybook/jsdom.setup.ts', import.meta.url))],
          // A test that renders a whole menu under every module switch can pass 5 s on two loaded
          // cores (seen once beside other runs); a test that passes ends as soon as it is done.
          testTimeout: 15_000,
        },
      },
      {
        plugins: [emotionReact()],
        optimizeDeps: browserDeps,
        test: {
          name: 'browser',
          include: ['packages/*/src/**/*.browser.test.{ts,tsx}'],
          browser: chromium(),
        },
      },
      {
        plugins: [emotionReact()],
        optimizeDeps: browserDeps,
        test: {
          name: 'visual',
          include: ['.storybook/*.visual.test.tsx'],
          browser: {
            ...chromium(),
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.01, allowedMismatchedPixelRatio: 0 },
              },
            },
          },
        },
      },
      {
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
        ],
        optimizeDeps: browserDeps,
        test: {
          name: 'storybook',
          browser: chromium(),
          // Every story file in one page: the kit, React and emotion load once instead of once per
          // file (setup and import were half of the layer's 300 s). Each story mounts into a fresh
          // root that the plugin unmounts after its play, so no story sees another's DOM.
          isolate: false,
        },
      },
      serverProject('pglite'),
      serverProject('pg'),
      {
        test: {
          name: 'server-redis',
          environment: 'node',
          include: ['apps/server/src/**/*.redis.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
