import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { call } from '../support/api';
import { fixtureUser } from '../support/fixtures';
import { TRADE_LINK, closeRegisterPacketWhenShown } from '../support/game-player';
import { layoutOf, signInWithToken } from '../support/session';

/** Presses the sheet's pay button and returns the provider's checkout page, opened in a new tab. */
async function payInNewTab(context: BrowserContext, sheet: ReturnType<Page['getByRole']>) {
  const opened = context.waitForEvent('page');
  await sheet.getByRole('button', { name: '立即充值' }).click();
  const checkout = await opened;
  await checkout.waitForLoadState();
  await expect(checkout).toHaveURL(/\/checkout\/fp_[0-9a-f]{24}$/);
  await expect(sheet.getByText(/支付页面已在新标签页打开/)).toBeVisible();
  return checkout;
}

/**
 * Issue 26's journey through the payment-link provider, the fake one running beside the server:
 * a new player without coins presses Open on a box, binds the trade link inside the deposit sheet
 * (issue 30), cancels once on the provider's checkout page, then pays there; the coins arrive by
 * the provider's signed notification alone, the sheet closes and the player opens the box.
 */
test('a player pays on the provider’s checkout page and the coins arrive by its notification', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const layout = layoutOf(testInfo);
  const player = fixtureUser(`recharge-${layout === 'm' ? 'mobile' : 'desktop'}`);
  await signInWithToken(context, player.token);
  await closeRegisterPacketWhenShown(page);
  await page.goto(`/${layout}/openbox?boxId=1`);
  await expect(page.getByTestId('balance')).toContainText('0.00');

  const open = page.getByRole('button', { name: /^开启/ });
  await open.click();
  const sheet = page.getByRole('dialog', { name: '余额不足' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: '金币 10.00', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The trade link is asked for here, with why, instead of a refusal after pressing pay.
  await expect(sheet.getByText(/首次充值前需绑定一次/)).toBeVisible();
  await sheet.getByLabel('Steam交易链接').fill(TRADE_LINK);

  // The player changes their mind on the provider's page: nothing is charged.
  const cancelled = await payInNewTab(context, sheet);
  await cancelled.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(cancelled.getByRole('status')).toHaveText('Payment cancelled. Nothing was charged.');
  await cancelled.close();
  await page.bringToFront();
  await expect(sheet.getByRole('alert')).toHaveText('支付已取消，未扣除任何款项。');
  await expect(page.getByTestId('balance')).toContainText('0.00');

  // Then pays: the checkout page names the order and its amount.
  const checkout = await payInNewTab(context, sheet);
  await expect(checkout.getByLabel('Amount due')).toHaveText('CNY 10.00');
  const orderId = Number(
    /SkinBox recharge #(\d+)/.exec(await checkout.getByRole('definition').nth(1).innerText())?.[1],
  );
  // Nothing arrives before the provider has been paid.
  await expect(page.getByTestId('balance')).toContainText('0.00');
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(checkout.getByRole('status')).toHaveText('Paid. The merchant has been notified.');
  // The provider's page leads back to the box page the player paid from.
  await expect(checkout.getByRole('link', { name: 'Back to the merchant' })).toHaveAttribute(
    'href',
    new RegExp(`/${layout}/openbox\\?boxId=1$`),
  );
  await checkout.close();
  await page.bringToFront();

  // The sheet closes by itself, the coins have arrived, and Open is where the player left it.
  await expect(sheet).toHaveCount(0);
  await expect(page.getByTestId('balance')).toContainText('10.00');
  await expect(open).toBeFocused();
  const order = await call(request, player, '/api/recharge/orderStatus', { orderId });
  expect(order).toMatchObject({ status: 'paid', credited: '10.00' });

  await open.click();
  await expect(
    page.getByTestId('reels').or(page.getByRole('group', { name: '恭喜获得' })),
  ).toBeVisible();
});
