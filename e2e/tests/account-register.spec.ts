import { expect, test } from '@playwright/test';
import { layoutOf } from '../support/session';
import { solveSliderAndRequestCode } from '../support/slider';
import { freshMobile, smsCode } from '../support/sms';

test('a visitor registers with the slider check and the SMS code and lands signed in', async ({
  page,
}, testInfo) => {
  // A slider solved at a held key's pace takes seconds, and a refused one is solved again on a
  // new puzzle: on two loaded cores the journey passed the default 30 s (seen in a full run).
  test.setTimeout(90_000);
  const layout = layoutOf(testInfo);
  const mobile = freshMobile();
  await page.goto(`/${layout}/register`);
  await page.getByLabel('手机号').fill(mobile);

  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('请先通过滑块验证')).toBeVisible();

  await solveSliderAndRequestCode(page);
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await page.getByLabel('验证码', { exact: true }).fill(await smsCode(mobile, 'register'));

  await page.getByLabel('密码', { exact: true }).fill('secret123');
  await page.getByLabel('确认密码').fill('secret124');
  await page.getByRole('main').getByRole('button', { name: '注册' }).click();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  await expect(page.getByText('请阅读并勾选用户协议和隐私政策')).toBeVisible();
  await expect(page.getByText('请确认您已年满18岁')).toBeVisible();

  await page.getByLabel('确认密码').fill('secret123');
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByLabel('我已年满18岁').check();
  await page.getByRole('main').getByRole('button', { name: '注册' }).click();

  await expect(page).toHaveURL(`/${layout}/home`);
  // Issue 30: the new player starts at the top of the page, not where the long form was left.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The new player's sign-up red packet opens over the page; opening it credits the prize.
  const packet = page.getByRole('dialog', { name: '新人红包' });
  await packet.getByRole('button', { name: '拆红包' }).click();
  await expect(packet.getByRole('status')).toHaveText(/恭喜获得 .+ 金币/);
  await packet.getByRole('button', { name: '收下' }).click();
  await expect(packet).toHaveCount(0);
  await expect(page.getByTestId('balance')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('skinbox_token'))).toBeTruthy();

  // The welcome with the next step, read once: closed, it stays closed after a reload.
  const welcome = page.getByRole('region', { name: '注册成功，欢迎加入！' });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('link', { name: '去首充' })).toBeVisible();
  await expect(welcome.getByRole('link', { name: '看每日免费箱' })).toBeVisible();
  await welcome.getByRole('button', { name: '知道了' }).click();
  await expect(welcome).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(welcome).toHaveCount(0);
});
