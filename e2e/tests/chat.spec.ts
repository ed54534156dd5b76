import { expect, test, type Browser, type TestInfo } from '@playwright/test';
import { fixtureUser, type FixtureUser } from '../support/fixtures';
import { claimRegisterPacket, layoutOf, signInWithToken } from '../support/session';

/**
 * The group chat between two browsers (issue 19), in both projects against the real server: a
 * player posts in the room and a second player, in a browser of their own with the chat open,
 * sees the line arrive over the socket without reloading; markup stays text.
 */

/** A page of its own (own storage) for `player`, with the project's device, on the chat. */
async function openChat(browser: Browser, testInfo: TestInfo, player: FixtureUser) {
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
  await page.goto(`/${layoutOf(testInfo)}/chat`);
  await expect(page.getByRole('heading', { name: '官方群聊' })).toBeVisible();
  return page;
}

test('a line one player posts reaches another player’s open chat', async ({
  browser,
  request,
}, testInfo) => {
  const talker = fixtureUser('chat-talker');
  const listener = fixtureUser('chat-listener');
  for (const player of [talker, listener]) await claimRegisterPacket(request, player.token);
  const [talking, listening] = await Promise.all([
    openChat(browser, testInfo, talker),
    openChat(browser, testInfo, listener),
  ]);
  // The listener's page has loaded its history and joined the channel before the line is sent.
  await expect(listening.getByRole('textbox', { name: '聊天内容' })).toBeVisible();

  const text = `<b>${testInfo.project.name}</b> 你好 ${Date.now()}`;
  await talking.getByRole('textbox', { name: '聊天内容' }).fill(text);
  await talking.getByRole('button', { name: '发送' }).click();
  await expect(talking.getByRole('textbox', { name: '聊天内容' })).toHaveValue('');

  const heard = listening.getByTestId('chat-line').filter({ hasText: text });
  await expect(heard).toBeVisible({ timeout: 10_000 });
  await expect(heard.locator('b')).toHaveCount(0);
  // The sender sees it once, as their own.
  await expect(talking.getByTestId('chat-line').filter({ hasText: text })).toHaveCount(1);
  await expect(talking.getByTestId('chat-line').filter({ hasText: text })).toContainText('我');

  await Promise.all([talking.context().close(), listening.context().close()]);
});
