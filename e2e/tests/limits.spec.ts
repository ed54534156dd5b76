import { expect, test, type APIRequestContext } from '@playwright/test';
import { fixtureUser, type FixtureUser } from '../support/fixtures';
import { bindTradeLink, projectCards, type CardCode } from '../support/game-player';
import { claimRegisterPacket, layoutOf, signInWithToken } from '../support/session';

async function redeem(request: APIRequestContext, player: FixtureUser, card: CardCode) {
  const answer = await request.post('/api/recharge/card', {
    headers: { Authorization: `Bearer ${player.token}` },
    data: { cardNo: card.cardNumber, cardPassword: card.password },
  });
  return (await answer.json()) as { code: number; msg: string };
}

/**
 * Responsible gaming on both layouts (issue 19), against the real server: a player sets a daily
 * loss limit below a box's price on the limits page, and the box page refuses the open with the
 * server's words and a way back to the limits, the balance untouched; then a one-day cool-off,
 * after which the server refuses a recharge too.
 */
test('a loss limit refuses a stake past it, and a cool-off stops play and recharge', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const layout = layoutOf(testInfo);
  const player = fixtureUser(`limits-${layout === 'm' ? 'mobile' : 'desktop'}`);
  const [card, laterCard] = projectCards(testInfo, 'limits', 2) as [CardCode, CardCode];
  await claimRegisterPacket(request, player.token);
  await bindTradeLink(request, player);
  expect((await redeem(request, player, card)).code).toBe(0);
  await signInWithToken(context, player.token);

  await page.goto(layout === 'm' ? '/m/limits' : '/p/me/limits');
  await page.getByLabel('每日亏损限额').fill('0.50');
  await page.getByRole('button', { name: '保存限额' }).click();
  await expect(page.getByText('限额已保存并生效')).toBeVisible();

  await page.goto(`/${layout}/openbox?boxId=1`);
  await expect(page.getByTestId('balance')).toContainText('102.00');
  await page.getByRole('button', { name: '1 个' }).click();
  await page.getByRole('button', { name: /^开启/ }).click();
  // The refusal stays on the page under the case (a toast says it too, and goes).
  const refusal = page.getByRole('main').getByRole('alert');
  await expect(refusal).toHaveText(/^这笔投入将超出您设定的每日亏损限额 0\.50/);
  await expect(page.getByRole('link', { name: '查看限额' })).toBeVisible();
  await expect(page.getByTestId('balance')).toContainText('102.00');

  await page.getByRole('link', { name: '查看限额' }).click();
  await page.getByRole('button', { name: '开始暂停' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('1 天');
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(page.getByText(/暂停已开始，至 .+ 结束/)).toBeVisible();

  const refused = await redeem(request, player, laterCard);
  expect(refused.code).not.toBe(0);
  expect(refused.msg).toBe('您正处于冷静期或自我排除期，期间无法游戏和充值');
  await page.goto(`/${layout}/openbox?boxId=1`);
  await page.getByRole('button', { name: '1 个' }).click();
  await page.getByRole('button', { name: /^开启/ }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    '您正处于冷静期或自我排除期，期间无法游戏和充值',
  );
  await expect(page.getByTestId('balance')).toContainText('102.00');
});
