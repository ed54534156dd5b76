import { expect, test } from '@playwright/test';

// Issue 30 point 7: with /api unreachable a page says so with Retry instead of spinning, the
// navigation keeps its entries, and the page comes back by itself once the network does.
test('a box page with the API cut shows the error with Retry, keeps the navigation and recovers without a reload', async ({
  page,
}, testInfo) => {
  const layout = testInfo.project.name === 'mobile' ? 'm' : 'p';
  // The server puts a page's first answers into its HTML (first-answers.spec.ts): cut the API
  // once the site is up, then move within it.
  await page.goto(`/${layout}/home`);
  const box = page.locator('main a[href*="openbox?boxId="]').first();
  await expect(box).toBeVisible();
  await page.route('**/api/**', (route) => route.abort());
  await box.click();

  const failure = page.getByRole('alert').filter({ hasText: '连接不上服务器' });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: '重试' })).toBeVisible();
  await expect(failure.getByRole('link', { name: '返回首页' })).toHaveAttribute(
    'href',
    `/${layout}/home`,
  );
  const navigation = page.getByRole('navigation', { name: '主导航' });
  if (layout === 'm') await expect(navigation.getByRole('link')).toHaveCount(5);

  // A document marker that a reload would wipe.
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await page.unroute('**/api/**');
  await expect(page.getByText('箱内物品').first()).toBeVisible({ timeout: 30_000 });
  await expect(failure).toHaveCount(0);
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
});

test('a page opened while the browser is offline recovers when it comes back online', async ({
  page,
  context,
}, testInfo) => {
  const layout = testInfo.project.name === 'mobile' ? 'm' : 'p';
  await page.goto(`/${layout}/home`);
  await page.locator('main a[href*="openbox?boxId="]').first().click();
  await expect(page.getByText('箱内物品').first()).toBeVisible();
  await page.goBack();
  await expect(page.locator('main a[href*="openbox?boxId="]').first()).toBeVisible();

  await context.setOffline(true);
  await page.goForward();
  await expect(page.getByRole('alert').filter({ hasText: '连接不上服务器' })).toBeVisible();
  if (layout === 'm') {
    const tabs = page.getByRole('navigation', { name: '主导航' }).getByRole('link');
    await expect(tabs).toHaveCount(5);
  }

  await context.setOffline(false);
  await expect(page.getByText('箱内物品').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert').filter({ hasText: '连接不上服务器' })).toHaveCount(0);
});
