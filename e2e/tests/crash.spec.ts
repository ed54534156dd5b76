import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { fixtureUser, type FixtureUser } from '../support/fixtures';
import { fundWithCard, projectCards, type CardCode } from '../support/game-player';
import { layoutOf, signInWithToken } from '../support/session';

/** A player escapes as soon as the curve runs; a round that crashes first is played again. */
const ATTEMPTS = 4;

/** A page of its own (own storage) for `player`, with the project's device, on the crash screen. */
async function openCrash(browser: Browser, testInfo: TestInfo, player: FixtureUser) {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, baseURL } =
    testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    userAgent,
    baseURL,
  });
  await signInWithToken(context, player.token);
  const page = await context.newPage();
  await page.goto(`/${layoutOf(testInfo)}/crash`);
  return page;
}

const curve = (page: Page) => page.getByRole('img', { name: /^本局倍数曲线/ });

async function phaseOf(page: Page) {
  return curve(page).getAttribute('data-phase');
}

/** Waits for a betting window that has just opened, so both bets land in it. */
async function nextBettingWindow(page: Page) {
  await expect.poll(() => phaseOf(page), { timeout: 120_000 }).not.toBe('betting');
  await expect.poll(() => phaseOf(page), { timeout: 120_000 }).toBe('betting');
}

const myRound = (page: Page) => page.getByText(/^本局下注 1\.00/);

/**
 * GAMES.md section 2 end to end, on the real server: two players bet in one round; one escapes at
 * a multiplier, the other rides to the crash; both pages show the same round, the same curve
 * (their canvases match pixel for pixel), the same crash point, each other's outcome, and a
 * verifier that recomputes the round from its revealed hash.
 */
test('two players bet, one escapes at a multiplier, the other rides to the crash', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const project = testInfo.project.name;
  const escaper = fixtureUser(`crash-escaper-${project}`);
  const rider = fixtureUser(`crash-rider-${project}`);
  const [escaperCard, riderCard] = projectCards(testInfo, 'crash', 2) as [CardCode, CardCode];
  await fundWithCard(request, escaper, escaperCard);
  await fundWithCard(request, rider, riderCard);

  const escaperPage = await openCrash(browser, testInfo, escaper);
  const riderPage = await openCrash(browser, testInfo, rider);
  // The default names (the server's Player1234) as the Chinese site shows them.
  const escaperName = `玩家${escaper.mobile.slice(-4)}`;
  const riderName = `玩家${rider.mobile.slice(-4)}`;

  let escapedAt = '';
  for (let attempt = 1; attempt <= ATTEMPTS && !escapedAt; attempt += 1) {
    await nextBettingWindow(escaperPage);
    // Both at once, as two people would: the window is open for a few seconds only.
    await Promise.all(
      [escaperPage, riderPage].map((page) =>
        page.getByRole('button', { name: '下注', exact: true }).click(),
      ),
    );
    for (const page of [escaperPage, riderPage]) await expect(myRound(page)).toBeVisible();
    // Each sees both bets in the round's players.
    for (const page of [escaperPage, riderPage]) {
      const players = page.getByRole('region', { name: '本局玩家' });
      await expect(players.getByRole('row', { name: new RegExp(escaperName) })).toBeVisible();
      await expect(players.getByRole('row', { name: new RegExp(riderName) })).toBeVisible();
    }
    const escape = escaperPage.getByRole('button', { name: /^逃跑 \d/ });
    const lost = escaperPage.getByText(/^未能逃跑/);
    const escaped = escaperPage.getByText(/^已逃跑 \d+\.\d{2}x，获得 \d+\.\d{2}$/);
    // Escape as soon as the curve runs, clicking again if a click missed a re-render. A round may
    // crash first (lost), and a page on a loaded machine may only see the next betting window,
    // with no bet of its own in it: that round is over as well.
    await expect
      .poll(
        async () => {
          if ((await escaped.isVisible()) || (await lost.isVisible())) return true;
          if (await escape.isVisible()) await escape.click({ timeout: 2_000 }).catch(() => {});
          return (
            (await phaseOf(escaperPage)) === 'betting' && !(await myRound(escaperPage).isVisible())
          );
        },
        { timeout: 180_000, intervals: [100] },
      )
      .toBe(true);
    if (await escaped.isVisible()) {
      escapedAt = /已逃跑 (\d+\.\d{2}x)/.exec((await escaped.textContent()) ?? '')?.[1] ?? '';
    }
  }
  expect(escapedAt, `an escape within ${ATTEMPTS} rounds`).toMatch(/^\d+\.\d{2}x$/);

  // The rider rides to the crash and loses the stake; both pages end on the same crash point.
  await expect(riderPage.getByText('未能逃跑，损失 1.00')).toBeVisible({ timeout: 180_000 });
  for (const page of [escaperPage, riderPage]) {
    await expect.poll(() => phaseOf(page), { timeout: 30_000 }).toBe('crashed');
  }
  const crashPoint = (await curve(riderPage).getAttribute('aria-label'))?.match(
    /爆点 (\d+\.\d{2}x)/,
  )?.[1];
  expect(crashPoint).toMatch(/^\d+\.\d{2}x$/);
  await expect(curve(escaperPage)).toHaveAttribute(
    'aria-label',
    `本局倍数曲线: 爆点 ${crashPoint}`,
  );
  expect(Number.parseFloat(escapedAt)).toBeLessThan(Number.parseFloat(crashPoint ?? '0'));

  // The same round on both, and the same curve to the pixel (same device, players and cash-outs).
  const commitment = (page: Page) =>
    page.getByRole('region', { name: '公平性验证' }).getByTestId('commitment').textContent();
  expect(await commitment(riderPage)).toBe(await commitment(escaperPage));
  const pixels = (page: Page) =>
    page.locator('canvas').evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
  expect(await pixels(riderPage)).toBe(await pixels(escaperPage));

  // Each sees the other's outcome: the escape at its multiplier, the rider busted.
  for (const page of [escaperPage, riderPage]) {
    const players = page.getByRole('region', { name: '本局玩家' });
    await expect(players.getByRole('row', { name: new RegExp(escaperName) })).toContainText(
      escapedAt,
    );
    await expect(players.getByRole('row', { name: new RegExp(riderName) })).toContainText('失败');
  }

  // The round heads the history strip; its chip verifies it in the browser.
  const history = riderPage.getByRole('navigation', { name: '最近爆点' });
  const chip = history.getByRole('button').first();
  await expect(chip).toHaveText(crashPoint ?? '');
  await chip.click();
  await expect(riderPage.getByText('这一局公平：所有校验通过')).toBeVisible({ timeout: 60_000 });

  await escaperPage.context().close();
  await riderPage.context().close();
});
