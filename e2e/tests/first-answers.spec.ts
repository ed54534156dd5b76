import { expect, test, type Page } from '@playwright/test';

/** The calls a first visit's page finds answered in the page itself (apps/server firstAnswers.ts). */
const START_UP = [
  '/api/index/siteLookup',
  '/api/index/getModuleList',
  '/api/index/getConfigList',
  '/api/index/getArticleList',
  '/api/index/getAllOpenBoxRecords',
];
const HOME = ['/api/index/getBannerList', '/api/box/list', '/api/index/getPlatformStatistics'];

/** The API paths the page asks the server for from now on. */
function askedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) paths.push(pathname);
  });
  return paths;
}

test('a first visit to the home renders its hero and boxes without asking for them', async ({
  page,
}, testInfo) => {
  const layout = testInfo.project.name === 'mobile' ? 'm' : 'p';
  const asked = askedPaths(page);
  await page.goto(`/${layout}/home`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main a[href*="openbox?boxId="]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => [...START_UP, ...HOME].includes(path))).toEqual([]);
});

test('a box page shows its box without asking for it', async ({ page }, testInfo) => {
  const layout = testInfo.project.name === 'mobile' ? 'm' : 'p';
  await page.goto(`/${layout}/home`);
  const href = await page.locator('main a[href*="openbox?boxId="]').first().getAttribute('href');
  const boxId = new URL(href ?? '', 'http://site').searchParams.get('boxId');
  const asked = askedPaths(page);
  await page.goto(`/${layout}/openbox?boxId=${boxId}`);
  await expect(page.getByRole('button', { name: /^开启/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => [...START_UP, '/api/box/detail'].includes(path))).toEqual([]);
});
