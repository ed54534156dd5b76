import { expect, test } from '@playwright/test';

test('the page title is the site title, a dash and the route name', async ({ page }, testInfo) => {
  const layout = testInfo.project.name === 'mobile' ? 'm' : 'p';
  await page.goto(`/${layout}/home`);
  await expect(page).toHaveTitle('SkinBox - 首页');
});
