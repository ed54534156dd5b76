import { expect, test } from '@playwright/test';
import { fixtureUser } from '../support/fixtures';
import { claimRegisterPacket, layoutOf, signInWithToken } from '../support/session';

const LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd_12x';

test('a player binds the trade link once; then it is shown and cannot be changed', async ({
  page,
  context,
  request,
}, testInfo) => {
  const layout = layoutOf(testInfo);
  const trader = fixtureUser(`account-trader-${testInfo.project.name}`);
  await claimRegisterPacket(request, trader.token);
  await signInWithToken(context, trader.token);
  await page.goto(layout === 'm' ? '/m/personalInfo' : '/p/me/personal');

  const field = page.getByRole('textbox', { name: 'Steam交易链接' });
  await field.fill('https://example.com/not-a-trade-link');
  await page.getByRole('button', { name: '绑定' }).first().click();
  await expect(page.getByText('交易链接格式错误', { exact: false })).toBeVisible();

  await field.fill(LINK);
  await page.getByRole('button', { name: '绑定' }).first().click();
  await expect(page.getByTestId('trade-link')).toHaveText(LINK);
  await expect(page.getByText('已绑定，不可修改')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('trade-link')).toHaveText(LINK);
  await expect(page.getByRole('textbox', { name: 'Steam交易链接' })).toHaveCount(0);
});
