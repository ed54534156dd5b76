import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';

test('/ opens the home of the layout that fits the device', async ({ page }, testInfo) => {
  const layout = testInfo.project.name === 'mobile' ? 'm' : 'p';
  await page.goto('/');
  await expect(page).toHaveURL(`/${layout}/home`);
  await expect(page.getByRole('heading', { name: 'CS2 开箱' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('/jump?url= keeps the path under the fitting layout', async ({ page }, testInfo) => {
  const layout = testInfo.project.name === 'mobile' ? 'm' : 'p';
  await page.goto('/jump?url=/home');
  await expect(page).toHaveURL(`/${layout}/home`);
});
