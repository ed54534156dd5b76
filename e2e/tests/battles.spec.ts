import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { fixtureUser, type FixtureUser } from '../support/fixtures';
import { fundWithCard, projectCards, type CardCode } from '../support/game-player';
import { layoutOf, signInWithToken } from '../support/session';

/**
 * Box battles end to end (issue 15), in both projects against the real server:
 * - a player creates a password room, a second player on the other layout (375x812 beside
 *   1440x900) opens its link, enters the password and takes the free seat; both watch the rounds on the shared clock and see the same winner, while
 *   a third player in the lobby sees the room fill;
 * - a room nobody joins is dissolved and its creator refunded. The e2e server dissolves rooms
 *   after BATTLE_DISSOLVE_SECONDS (playwright.config.ts: 45 s) instead of SPEC's 15 minutes, a
 *   test seam (apps/server/src/battles/config.ts) that a production server refuses.
 */

const PASSWORD = 'open-sesame';
const DISSOLVE_SECONDS = 45;
const PLAYERS = ['battle-creator', 'battle-joiner', 'battle-watcher', 'battle-leaver'] as const;
type Player = (typeof PLAYERS)[number];

/**
 * Each project has players and cards of its own (battle.users.json; battle-cards.ops.json holds
 * 12), so the two projects' battles may run at once without one's stake in the other's balance.
 */
async function fund(request: APIRequestContext, testInfo: TestInfo, name: Player) {
  const player = fixtureUser(`${name}-${layoutOf(testInfo) === 'm' ? 'mobile' : 'desktop'}`);
  const card = projectCards(testInfo, 'battle', PLAYERS.length)[PLAYERS.indexOf(name)];
  await fundWithCard(request, player, card as CardCode);
  return player;
}

async function balance(request: APIRequestContext, player: FixtureUser) {
  const answer = await request.post('/api/user/getInfo', {
    headers: { Authorization: `Bearer ${player.token}` },
    data: {},
  });
  return ((await answer.json()) as { data: { assets: { amount: string } } }).data.assets.amount;
}

/** The phone of the mobile project (playwright.config.ts), for a player on the other layout. */
const PHONE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};
const DESKTOP = { viewport: { width: 1440, height: 900 } };

/**
 * A page of its own for one player: in this project's viewport and device, or with `otherLayout`
 * in the other project's (a phone beside a desktop), so one battle is played on both layouts.
 */
async function playerPage(
  browser: Browser,
  testInfo: TestInfo,
  player: FixtureUser,
  otherLayout = false,
) {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, baseURL } =
    testInfo.project.use;
  const device = otherLayout
    ? layoutOf(testInfo) === 'm'
      ? DESKTOP
      : PHONE
    : { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent };
  const context = await browser.newContext({ ...device, baseURL });
  await signInWithToken(context, player.token);
  return context.newPage();
}

/** The result's headline: victory or defeat (a tie shows as defeat to everyone). */
async function outcomeOf(page: Page) {
  // A winner whose take is below their stake reads "won the battle, but down X" (issue 30).
  const result = page.getByRole('region', { name: /^(胜利|失败|赢下对战，但净亏 [\d,]+\.\d\d)$/ });
  await expect(result).toBeVisible({ timeout: 30_000 });
  const heading = (await result.getByRole('heading', { level: 2 }).textContent())?.trim();
  return heading?.startsWith('赢下对战') ? '胜利' : heading;
}

/** The lane the winner's mark stands in, or null on a tie. */
async function winnerSeatOf(page: Page) {
  const lanes = page.getByRole('list', { name: '玩家' }).getByRole('listitem', { name: /号位/ });
  const winner = lanes.filter({ has: page.getByText('获胜', { exact: true }) });
  if ((await winner.count()) === 0) return null;
  return winner.first().getAttribute('data-seat');
}

test('a password room: created, joined by link, played on one clock, one winner for both; the lobby sees it fill', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const layout = layoutOf(testInfo);
  const [creator, joiner, watcher] = await Promise.all([
    fund(request, testInfo, 'battle-creator'),
    fund(request, testInfo, 'battle-joiner'),
    fund(request, testInfo, 'battle-watcher'),
  ]);

  // The third player waits in the lobby.
  const lobby = await playerPage(browser, testInfo, watcher);
  await lobby.goto(`/${layout}/battle/list`);
  await expect(lobby.getByRole('heading', { name: '对战', level: 1 })).toBeVisible();

  // The creator picks the cheapest battle box twice, keeps 2 players and sets a password.
  const first = await playerPage(browser, testInfo, creator);
  await first.goto(`/${layout}/createbattle`);
  const add = first.getByRole('button', { name: /^添加 / }).first();
  const boxName = ((await add.getAttribute('aria-label')) ?? '').replace(/^添加 /, '');
  await add.click();
  await first.getByRole('button', { name: '2 人' }).click();
  await first
    .getByRole('group', { name: `${boxName} 的数量` })
    .getByRole('button', { name: '增加' })
    .click();
  await first.getByRole('textbox', { name: '房间密码' }).fill(PASSWORD);
  await first.getByRole('button', { name: layout === 'm' ? '创建对战' : /^创建并支付 / }).click();
  await expect(first).toHaveURL(/battleDetail\?battleId=\d+/);
  const battleId = Number(new URL(first.url()).searchParams.get('battleId'));
  await expect(first.getByRole('heading', { name: `对战 #${battleId}` })).toBeVisible();
  await expect(
    first.getByRole('status').filter({ hasText: '后仍未满员将自动解散并退款' }),
  ).toBeVisible();

  // The lobby hears of the room with one seat of two taken.
  const card = lobby.getByRole('article', { name: `房间 #${battleId}` });
  await expect(card).toContainText('1/2 人');

  // The second player, on the other layout (a phone beside a desktop), opens the room's link
  // and takes seat 2 with the password.
  const otherLayout = layout === 'm' ? 'p' : 'm';
  const second = await playerPage(browser, testInfo, joiner, true);
  await second.goto(`/${otherLayout}/battleDetail?battleId=${battleId}`);
  const seat2 = second.getByRole('listitem', { name: '2 号位' });
  await seat2.getByRole('button', { name: '加入' }).click();
  const prompt = second.getByRole('dialog', { name: '输入房间密码' });
  await prompt.getByRole('textbox', { name: '房间密码' }).fill('wrong-pass');
  await prompt.getByRole('button', { name: '确认' }).click();
  await expect(prompt).toContainText('房间密码错误');
  await prompt.getByRole('textbox', { name: '房间密码' }).fill(PASSWORD);
  await prompt.getByRole('button', { name: '确认' }).click();
  await expect(prompt).toHaveCount(0);

  // The lobby sees the room fill, before it plays out.
  await expect(card).toContainText('2/2 人');
  await expect(card).toContainText('进行中');

  // Both watch the rounds on one clock and end on the same result.
  for (const page of [first, second]) {
    await expect(
      page.getByRole('status').filter({ hasText: /秒后开始|第 \d\/2 回合/ }),
    ).toBeVisible();
  }
  const [mine, theirs] = await Promise.all([outcomeOf(first), outcomeOf(second)]);
  const [winnerForFirst, winnerForSecond] = await Promise.all([
    winnerSeatOf(first),
    winnerSeatOf(second),
  ]);
  expect(winnerForFirst).toBe(winnerForSecond);
  if (winnerForFirst === null) {
    // A tie shows as failure to everyone (SPEC section 4).
    expect([mine, theirs]).toEqual(['失败', '失败']);
  } else {
    expect([mine, theirs]).toEqual(winnerForFirst === '1' ? ['胜利', '失败'] : ['失败', '胜利']);
  }
  // The finished room leaves the lobby's open rooms.
  await expect(card).toHaveCount(0);
  await Promise.all([first, second, lobby].map((page) => page.context().close()));
});

test('a room nobody joins is dissolved and its creator refunded', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(DISSOLVE_SECONDS * 1000 + 90_000);
  const layout = layoutOf(testInfo);
  const leaver = await fund(request, testInfo, 'battle-leaver');
  const before = await balance(request, leaver);

  const page = await playerPage(browser, testInfo, leaver);
  await page.goto(`/${layout}/createbattle`);
  await page
    .getByRole('button', { name: /^添加 / })
    .first()
    .click();
  await page.getByRole('button', { name: '3 人' }).click();
  await page.getByRole('button', { name: layout === 'm' ? '创建对战' : /^创建并支付 / }).click();
  await expect(page).toHaveURL(/battleDetail\?battleId=\d+/);
  expect(Number(await balance(request, leaver))).toBeLessThan(Number(before));

  // The dissolve job runs at the room's dissolve time; the page hears it over the socket.
  await expect(page.getByText('已自动解散，费用已原路退回')).toBeVisible({
    timeout: DISSOLVE_SECONDS * 1000 + 30_000,
  });
  expect(await balance(request, leaver)).toBe(before);
  await page.context().close();
});
