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

const serverProject = (db: 'pglite' | 'pg'): TestProjectInlineConfiguration => ({
  test: {
    name: `server-${db}`,
    environment: 'node',
    include: ['apps/server/src/**/*.test.ts'],
    // Lock contention and races need real PostgreSQL: `*.pg.test.ts` runs only there.
    // `*.redis.test.ts` needs a Redis server and has its own project.
    exclude: [
      '**/node_modules/**',
      '**/*.redis.test.ts',
      ...(db === 'pglite' ? ['**/*.pg.test.ts'] : []),
      // `pnpm test` sets this when PostgreSQL answers (.ci/test.mjs: the economy simulations).
      ...(db === 'pglite'
        ? (process.env.SERVER_PGLITE_EXCLUDE?.split(',').filter(Boolean) ?? [])
        : []),
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
        plugins: [emotionReact()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          // A worker runs its files in one process: React, the kit and the stores load once per
          // worker, not once per file (import and setup took a third of the layer). Each file
          // still gets a fresh jsdom window, and Testing Library unmounts after every test.
          isolate: false,
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/site/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.{ts,tsx}', '**/*.visual.test.{ts,tsx}'],
          setupFiles: [fileURLToPath(new URL('./.storybook/jsdom.setup.ts', import.meta.url))],
          // A test that renders a whole menu under every module switch can pass 5 s on two loaded
          // cores (seen once beside other runs); a test that passes ends as soon as it is done.
          testTimeout: 15_000,
        },
      },
      {
        plugins: [emotionReact()],
        test: {
          name: 'browser',
          include: ['packages/*/src/**/*.browser.test.{ts,tsx}'],
          browser: chromium(),
        },
      },
      {
        plugins: [emotionReact()],
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
        test: {
          name: 'storybook',
          browser: chromium(),
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
