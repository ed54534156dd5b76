import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { SLIDER_ANSWER_FILE } from './support/slider';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;
/** The fake payment-link provider (apps/server/src/payment/fake/) the site pays through. */
const PAY_PORT = Number(process.env.E2E_PAY_PORT ?? PORT + 1);
const PAYMENT_LINK = {
  PAYMENT_PROVIDER: 'link',
  PAYMENT_LINK_ENDPOINT: `http://127.0.0.1:${PAY_PORT}`,
  PAYMENT_LINK_MERCHANT_ID: 'skinbox-e2e',
  PAYMENT_LINK_SECRET: 'e2e-only-secret-shared-with-the-fake-provider',
};

// One fresh data folder per run. The config is evaluated again in every worker process; workers
// inherit the runner's environment, so the folder made first is the one every test reads
// (support/fixtures.ts: the SMS outbox and the seeded fixtures live in it).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'skinbox-e2e-'));
const DATA_DIR = process.env.E2E_DATA_DIR;

/** Debian chromium; Playwright never downloads a browser here. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  // Two spec files at a time: much of a journey waits on the server's clock (a battle's dissolve,
  // crash rounds, a roll room's draw), and every spec's players, cards and rooms are its
  // project's own, so the two may run together. Tests of one file keep their order.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // The server, two browsers and the runner share CI's two cores: a screen's first answer can take
  // longer than Playwright's 5 s default there. A passing assertion returns as soon as it holds.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.ci/out/e2e.json' }]],
  use: { baseURL, launchOptions, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'mobile',
      testIgnore: /\.desktop\.spec\.ts$/,
      use: {
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      },
    },
    {
      name: 'desktop',
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { viewport: { width: 1440, height: 900 } },
    },
  ],
  // The fake payment provider, then the real server over a fresh embedded database, serving the
  // built site and paying through the fake. start-server.mjs seeds the folder first (base data,
  // catalogue, fixture users: see its header).
  webServer: [
    {
      command: 'pnpm -s --filter @skinbox/server fake-pay',
      url: `http://127.0.0.1:${PAY_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: PAYMENT_LINK,
    },
    {
      command: 'pnpm -s --filter @skinbox/server exec tsx ../../e2e/start-server.mjs',
      // Readiness, not liveness: the server listens before its migrations and seed are done.
      url: `${baseURL}/api/health/ready`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        // Always the embedded database: a fresh PGlite folder per run, whatever the caller's env holds.
        DATABASE_URL: '',
        PORT: String(PORT),
        LOG_LEVEL: 'warn',
        DATA_DIR,
        ...PAYMENT_LINK,
        // The slider's answers, which the journeys read as they read the SMS outbox (support/slider.ts).
        SLIDER_ANSWER_FILE: join(DATA_DIR, SLIDER_ANSWER_FILE),
        // A test seam (apps/server/src/battles/config.ts): rooms dissolve after 45 s instead of SPEC's
        // 15 minutes, so e2e/tests/battles.spec.ts watches a real dissolve and its refund.
        BATTLE_DISSOLVE_SECONDS: '45',
        // Crash (e2e/tests/crash.spec.ts): a betting window two loaded browsers can both bet in, and
        // a crashed round left on screen long enough to compare what both players see.
        CRASH_BETTING_SECONDS: '8',
        CRASH_PAUSE_SECONDS: '10',
      },
    },
  ],
});
