import { expect, test } from '@playwright/test';
import { fixtureUser } from '../support/fixtures';
import { TRADE_LINK, projectCards, type CardCode } from '../support/game-player';
import { TOKEN_KEY, claimRegisterPacket, layoutOf, signInWithToken } from '../support/session';
import { solveSliderAndRequestCode } from '../support/slider';
import { freshMobile, smsCode } from '../support/sms';

/**
 * Referral against the real server, on both layouts (GAMES.md section 7): a player copies their
 * invite link from the referral page; a visitor opens it in another browser, signs up with the
 * code already filled in, and recharges a 100-coin card; the first player then finds the invitee
 * in their list with the recharge and the reward it paid them, and the reward in their figures.
 */
test("a player's invite link brings a player whose recharge rewards the inviter", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const layout = layoutOf(testInfo);
  const inviter = fixtureUser(`referral-${layout === 'm' ? 'mobile' : 'desktop'}`);
  const overview = layout === 'm' ? '/m/spread' : '/p/me/spreadUser';
  const list = layout === 'm' ? '/m/spreadUser' : '/p/me/spreadUser';

  // The inviter's own sign-up red packet would open over every page.
  await claimRegisterPacket(request, inviter.token);
  await signInWithToken(page.context(), inviter.token);
  await page.goto(overview);
  const code = (await page.getByTestId('spread-code').textContent())?.trim() ?? '';
  expect(code).not.toBe('');
  const link = (await page.getByTestId('spread-link').textContent())?.trim() ?? '';
  expect(link).toContain(`code=${encodeURIComponent(code)}`);
  await expect(page.getByRole('img', { name: '邀请二维码' })).toBeVisible();

  // The second player, in a browser of their own with this project's device.
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL } =
    testInfo.project.use;
  const other = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
    baseURL,
  });
  const invitee = await other.newPage();
  await invitee.goto(link);
  await expect(invitee).toHaveURL(new RegExp(`/${layout}/register`));
  await expect(invitee.getByLabel('邀请码（选填）')).toHaveValue(code);
  const mobile = freshMobile();
  await invitee.getByLabel('手机号').fill(mobile);
  await solveSliderAndRequestCode(invitee);
  await invitee.getByLabel('验证码', { exact: true }).fill(await smsCode(mobile, 'register'));
  await invitee.getByLabel('密码', { exact: true }).fill('secret123');
  await invitee.getByLabel('确认密码').fill('secret123');
  await invitee.getByLabel(/我已阅读并同意/).check();
  await invitee.getByLabel('我已年满18岁').check();
  await invitee.getByRole('main').getByRole('button', { name: '注册' }).click();
  await expect(invitee).toHaveURL(`/${layout}/home`);
  const token = await invitee.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  expect(token).toBeTruthy();

  // The invitee recharges a 100-coin card (a trade link is bound first, SPEC section 5).
  const headers = { Authorization: `Bearer ${token}` };
  await request.post('/api/user/bindSteam', { headers, data: { steamUrl: TRADE_LINK } });
  const card = projectCards(testInfo, 'referral')[0] as CardCode;
  const recharge = await request.post('/api/recharge/card', {
    headers,
    data: { cardNo: card.cardNumber, cardPassword: card.password },
  });
  expect(((await recharge.json()) as { code: number }).code).toBe(0);
  await other.close();

  // The inviter sees the invitee, the recharge and the reward it paid.
  const info = (await (
    await request.post('/api/spread/info', {
      headers: { Authorization: `Bearer ${inviter.token}` },
      data: {},
    })
  ).json()) as { data: { rewardTotal: string; invited: number; recharged: number } };
  expect(info.data).toMatchObject({ invited: 1, recharged: 1 });
  expect(Number(info.data.rewardTotal)).toBeGreaterThan(0);

  await page.goto(list);
  const row = page.getByRole('link', { name: /充值.*明细$/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('100.00');
  await expect(row).toContainText(info.data.rewardTotal);
  await row.click();
  await expect(
    page.getByText(
      new RegExp(`充值 100\\.00 × [\\d.]+% = 奖励 ${info.data.rewardTotal.replace('.', '\\.')}`),
    ),
  ).toBeVisible();

  await page.goto(overview);
  await expect(page.getByRole('region', { name: '推广数据' })).toContainText(info.data.rewardTotal);
});
