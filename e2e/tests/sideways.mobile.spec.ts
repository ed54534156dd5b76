import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { fixtureUser } from '../support/fixtures';
import { signInWithToken } from '../support/session';

/**
 * The languages whose words run widest: Vietnamese (longest), Korean and Chinese (the default);
 * English and Traditional Chinese sit between them (overflow.spec.ts checks all five on the
 * densest screens). Three keep the journey within two minutes on CI's two cores.
 */
const LANGUAGES = ['vi', 'ko', 'zh'] as const;

/**
 * Every route of the site: the home, and every screen the build splits into a chunk of its own
 * (the build's route-chunks.json, made from the screen manifest).
 */
const ROUTES = [
  'home',
  ...Object.keys(
    JSON.parse(
      readFileSync(
        fileURLToPath(new URL('../../apps/site/dist/route-chunks.json', import.meta.url)),
        'utf8',
      ),
    ) as Record<string, unknown>,
  ),
].sort();

/**
 * Issue 30: no route scrolls sideways on a 375 px phone in any language (/m/transfor's turning
 * wheel did, 392 px). A signed-in player, so the guarded pages show themselves.
 */
test('no route of the phone layout scrolls sideways at 375 px in the widest languages', async ({
  page,
  context,
}) => {
  test.setTimeout(600_000);
  const player = fixtureUser('sideways-mobile');
  await signInWithToken(context, player.token);
  const wide: string[] = [];
  for (const language of LANGUAGES) {
    await page.goto('/m/home');
    await page.evaluate((value) => localStorage.setItem('language', value), language);
    await page.reload();
    for (const route of ROUTES) {
      // Inside the running app, as a link would: a whole page load per route (180 of them) took
      // most of this journey's three minutes, and what is measured is the screen, not the load.
      await page.evaluate((path) => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/m/${route}`);
      await page.locator('main, [role="main"]').first().waitFor();
      // The screen's first answers come within a moment on this server; what they bring is
      // measured with the rest (the crash wheel of /m/transfor comes with its prizes).
      await page.waitForTimeout(400);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375) wide.push(`${language} /m/${route}: ${width} px`);
    }
  }
  expect(wide).toEqual([]);
});
