import { expect, test } from '@playwright/test';

// Desktop project only: a phone does not resize across 1024 px.
test('crossing 1024 px reloads into the other layout and keeps the code parameter', async ({
  page,
}) => {
  // The layout listens for resizes once it has rendered (the first render is a lazy transition),
  // so each resize waits for its header, as a person's would come after seeing the page.
  await page.goto('/p/home?code=AB12');
  await expect(page.locator('header').first()).toBeVisible();
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page).toHaveURL('/m/home?code=AB12');
  await expect(page.locator('header').first()).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page).toHaveURL('/p/home?code=AB12');
});
