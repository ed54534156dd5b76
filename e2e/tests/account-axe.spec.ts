import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { fixtureUser } from '../support/fixtures';
import { claimRegisterPacket, layoutOf, signInWithToken } from '../support/session';

const VISITOR_SCREENS = {
  m: ['/m/sign', '/m/register', '/m/forgetPW'],
  p: ['/p/sign', '/p/register', '/p/forgetPW'],
};
const PLAYER_SCREENS = {
  m: [
    '/m/personal',
    '/m/personalInfo',
    '/m/personalEdit',
    '/m/personalHead',
    '/m/information',
    '/m/vip',
  ],
  p: ['/p/me/personal', '/p/me/information', '/p/me/vip'],
};

test('the sign-in, register and password screens have no serious axe violations', async ({
  page,
}, testInfo) => {
  for (const path of VISITOR_SCREENS[layoutOf(testInfo)]) {
    await page.goto(path);
    await expect(
      page.getByTestId('slider-captcha').locator('img').first().or(page.getByLabel('账号')),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  }
});

test('the user centre screens have no serious axe violations', async ({
  page,
  context,
  request,
}, testInfo) => {
  // Six screens, each loaded and scanned: on CI's two busy cores that is more than the default 30 s.
  test.setTimeout(120_000);
  const layout = layoutOf(testInfo);
  const reader = fixtureUser(`account-reader-${testInfo.project.name}`);
  await claimRegisterPacket(request, reader.token);
  await signInWithToken(context, reader.token);
  for (const path of PLAYER_SCREENS[layout]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /加载/ })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  }
});
