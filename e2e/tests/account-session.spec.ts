import { expect, test } from '@playwright/test';
import { fixtureUser } from '../support/fixtures';
import { claimRegisterPacket, layoutOf, signInWithToken } from '../support/session';

test('a session revoked elsewhere ends at the next call: toast, token gone, sign-in opens', async ({
  page,
  context,
  playwright,
  request,
}, testInfo) => {
  const layout = layoutOf(testInfo);
  const user = fixtureUser(`account-revoked-${testInfo.project.name}`);
  await claimRegisterPacket(request, user.token);
  await signInWithToken(context, user.token);
  await page.goto(layout === 'm' ? '/m/personalEdit' : '/p/me/personal');
  await expect(page.getByLabel('昵称')).toHaveValue(/.+/);
  // Let the page's own calls finish, so the first call after the revocation is ours.
  await page.waitForLoadState('networkidle');

  // Another device signs this session out through the API.
  const elsewhere = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const logout = await elsewhere.post('/api/auth/logout', {
    headers: { Authorization: `Bearer ${user.token}` },
    data: {},
  });
  expect((await logout.json()).code).toBe(0);
  await elsewhere.dispose();

  await page.getByLabel('昵称').fill('新昵称');
  await page
    .getByRole('region', { name: '编辑资料' })
    .getByRole('button', { name: '保存' })
    .click();

  await expect(page.getByText('认证失败，请重新登录')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('skinbox_token'))).toBeNull();
  if (layout === 'm') {
    await expect(page).toHaveURL('/m/sign');
  } else {
    await expect(page).toHaveURL('/p/home');
    await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
  }
});
