import { expect, test } from '@playwright/test';

// Desktop project only: a phone does not resize across 1024 px.
test('crossing 1024 px reloads into the other layout and keeps the code parameter', async ({
  page,
}) => {
  await page.goto('/p/home?code=AB12');
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page).toHaveURL('/m/home?code=AB12');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page).toHaveURL('/p/home?code=AB12');
});
