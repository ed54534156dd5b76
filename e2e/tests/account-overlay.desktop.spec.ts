import { expect, test } from '@playwright/test';
import { fixtureUser } from '../support/fixtures';
import { claimRegisterPacket } from '../support/session';

// Desktop only: mobile signs in on the /m/sign page.
test('a user-centre page opens the sign-in overlay for a visitor; signing in goes there and shows the balance', async ({
  page,
  request,
}) => {
  const reader = fixtureUser('account-reader-desktop');
  await claimRegisterPacket(request, reader.token);
  await page.goto('/p/me/vip');
  const dialog = page.getByRole('dialog', { name: '登录' });
  await expect(dialog).toBeVisible();
  // Nothing of the guarded page shows behind the overlay: the home does.
  await expect(page).toHaveURL('/p/home');

  await dialog.getByLabel('账号').fill(reader.mobile);
  await dialog.getByLabel('密码', { exact: true }).fill(reader.password);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();

  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL('/p/me/vip');
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(page.getByText('当前等级 VIP2')).toBeVisible();
});

test('the header opens the sign-in overlay; signing in keeps the page and shows the balance', async ({
  page,
  request,
}) => {
  const reader = fixtureUser('account-reader-desktop');
  await claimRegisterPacket(request, reader.token);
  await page.goto('/p/mall');
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  const dialog = page.getByRole('dialog', { name: '登录' });
  await dialog.getByLabel('账号').fill(reader.mobile);
  await dialog.getByLabel('密码', { exact: true }).fill(reader.password);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();

  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL('/p/mall');
  await expect(page.getByTestId('balance')).toBeVisible();
});
