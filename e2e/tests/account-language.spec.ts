import { expect, test } from '@playwright/test';
import { layoutOf } from '../support/session';

test('a language chosen in the header survives a reload', async ({ page }, testInfo) => {
  const layout = layoutOf(testInfo);
  await page.goto(`/${layout}/home`);
  if (layout === 'm') await page.getByRole('button', { name: '打开菜单' }).click();
  await page.getByRole('button', { name: /^语言/ }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle('SkinBox - Home');

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The kit's texts come in a file of their own, fetched beside the site's: box prices name
  // their coin in English too.
  await expect(page.getByRole('img', { name: 'coins' }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: '金币' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'coins' }).first()).toBeVisible();
  await expect(page).toHaveTitle('SkinBox - Home');
});
