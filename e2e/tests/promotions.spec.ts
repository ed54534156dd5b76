import { expect, test, type APIRequestContext } from '@playwright/test';
import { call } from '../support/api';
import { fixtureUser, type FixtureUser } from '../support/fixtures';
import { boxPricedAt, fundWithCard, projectCards, type CardCode } from '../support/game-player';
import { claimRegisterPacket, layoutOf, signInWithToken } from '../support/session';

/** Recharges the player's 100-coin card and spends it on a 100-coin box: 100 coins of turnover. */
async function rechargeAndPlay(request: APIRequestContext, player: FixtureUser, card: CardCode) {
  await fundWithCard(request, player, card);
  const box = await boxPricedAt(request, player, '100.00');
  await call(request, player, '/api/box/open', { boxId: box, count: 1 });
}

/**
 * The red-packet centre and the task centre against the real server, on both layouts (issue 18).
 * The seeding (support/promotions.ops.json) opens a daily lucky packet and a password packet of
 * four shares. A player receives the lucky packet (its amount from a verifiable roll), is told a
 * wrong password in SPEC section 8's words, takes a share of the password packet, then signs in
 * for the day and claims the daily sign-in task, once.
 */
test('a player receives red packets and claims a finished task', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const layout = layoutOf(testInfo);
  const player = fixtureUser(`promotions-${layout === 'm' ? 'mobile' : 'desktop'}`);
  await claimRegisterPacket(request, player.token);
  await signInWithToken(context, player.token);

  // The lucky packet: receivable, received once with its amount, then counting down to tomorrow.
  await page.goto(`/${layout}/redpacket`);
  const lucky = page.getByRole('article', { name: '幸运红包' });
  await expect(lucky.getByText('随机 0.10 ~ 1.00 金币')).toBeVisible();
  await lucky.getByRole('button', { name: '领取 幸运红包' }).click();
  const won = page.getByTestId('red-packet-won');
  await expect(won).toHaveText(/^(0\.[1-9]\d|1\.00) 金币$/);
  const amount = (await won.textContent())?.split(' ')[0] ?? '';
  await page.getByRole('button', { name: '收下' }).click();
  await expect(lucky.getByText(`已领 ${amount} 金币`)).toBeVisible();
  await expect(lucky.getByRole('timer')).toHaveText(/^\d\d:\d\d:\d\d$/);
  await expect(page.getByRole('button', { name: /^验证结果（#\d+）$/ })).toBeVisible();

  // The password packet: a wrong password is refused, the right one gives a share and a place.
  const password = page.getByLabel('红包口令');
  await password.fill('NOTTHIS1');
  await page.getByRole('button', { name: '抢红包' }).click();
  await expect(page.getByText('红包口令错误')).toBeVisible();
  await password.fill('E2EHAPPY');
  await page.getByRole('button', { name: '抢红包' }).click();
  await expect(page.getByText(/^你是第 [12] 位领取者（共 4 份）$/)).toBeVisible();
  await expect(won).toHaveText(/^\d+\.\d\d 金币$/);
  await page.getByRole('button', { name: '收下' }).click();
  await expect(page.getByText(/^口令红包 · /)).toBeVisible();

  // The task centre: signing in for the day finishes the daily sign-in task; its reward once.
  await call(request, player, '/api/user/signin');
  await page.goto(`/${layout}/task`);
  const task = page.getByRole('article', { name: '今日签到' });
  await expect(task.getByText('1 / 1')).toBeVisible();
  await task.getByRole('button', { name: '领取' }).click();
  await expect(page.getByText(/^已领取 \d+\.\d\d 金币$/)).toBeVisible();
  await expect(task.getByText('已领取', { exact: true })).toBeVisible();
  await expect(task.getByRole('button')).toHaveCount(0);
});

/**
 * The new-year activity (seeded from support/newyear.activity.json, entry 100 coins a day): a
 * player whose recharge and box turnover reached the entry today opens the day's envelope once,
 * sees what it gave (a roll with its proof) and the prize toast the server sends (cid 103).
 */
test("a player opens the day's new-year envelope", async ({ page, context, request }, testInfo) => {
  test.setTimeout(90_000);
  const layout = layoutOf(testInfo);
  const player = fixtureUser(`newyear-${layout === 'm' ? 'mobile' : 'desktop'}`);
  await rechargeAndPlay(request, player, projectCards(testInfo, 'newyear')[0] as CardCode);
  await signInWithToken(context, player.token);

  await page.goto(`/${layout}/newyear`);
  await expect(page.getByText('今日流水 100.00 / 100.00')).toBeVisible();
  await page.getByRole('button', { name: '拆红包' }).click();
  const won = page.getByTestId('newyear-won');
  await expect(won).toHaveText(
    /^恭喜拆得「(小红包|中红包|大红包)」(0\.10|0\.50|2\.00) 金币，已到账$/,
  );
  const prize = /「(.+)」/.exec((await won.textContent()) ?? '')?.[1] ?? '';
  await expect(page.getByRole('status').filter({ hasText: prize })).toBeVisible();
  await expect(page.getByRole('button', { name: '拆红包' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^验证结果（#\d+）$/ })).toBeVisible();
});
