import { expect, test } from '@playwright/test';
import { fixtureUser } from '../support/fixtures';
import { claimRegisterPacket } from '../support/session';

// Mobile only: the guard's desktop branch opens an overlay (see account-session.spec.ts).
test('a protected page sends a visitor to sign-in and back to it afterwards', async ({
  page,
  request,
}) => {
  const reader = fixtureUser('account-reader-mobile');
  await claimRegisterPacket(request, reader.token);
  await page.goto('/m/personal');
  await expect(page).toHaveURL('/m/sign');

  await page.getByLabel('账号').fill(reader.mobile);
  await page.getByLabel('密码', { exact: true }).fill(reader.password);
  await page.getByRole('main').getByRole('button', { name: '登录', exact: true }).click();

  await expect(page).toHaveURL('/m/personal');
  await expect(page.getByRole('heading', { name: '个人中心' })).toBeVisible();
  await expect(page.getByText(`ID：${reader.userId}`)).toBeVisible();
});
