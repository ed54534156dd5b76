import { expect, test } from '@playwright/test';
import { call } from '../support/api';
import {
  adminCall,
  codeAt,
  OPERATOR_PASSWORD,
  operatorToken,
  setUpOperator,
  TOTP_STEP_MS,
} from '../support/console';
import { fixtureUser } from '../support/fixtures';
import { fundWithCard, projectCards, type CardCode } from '../support/game-player';

test('an owner sets up TOTP from the setup link, signs out and signs in with a later code', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const secret = await setUpOperator(page, 'e2e.owner', 'owner');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const screen of ['Dashboard', 'Players', 'Boxes', 'Audit log'])
    await expect(nav.getByRole('link', { name: screen })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gross gaming revenue' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You are signed out')).toBeVisible();
  await page.getByLabel('Account').fill('e2e.owner');
  await page.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();
  // A code is good once: the setup used this step's, so sign in with the next step's.
  const nextStep = (Math.floor(Date.now() / TOTP_STEP_MS) + 1) * TOTP_STEP_MS;
  await page.getByRole('textbox', { name: 'Code' }).fill('12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Enter the 6-digit code from your authenticator app',
  );
  await page.waitForTimeout(nextStep - Date.now() + 500);
  await page.getByRole('textbox', { name: 'Code' }).fill(await codeAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a support operator answers a ticket, is not offered a balance adjustment, and the server refuses it with 403', async ({
  page,
}) => {
  // A whole journey: the operator's setup, then the console and the player's side.
  test.setTimeout(90_000);
  const player = fixtureUser('adminAdjusted');
  await call(page.request, player, '/api/support/send', { body: 'Where is my AK-47 e2e?' });
  await setUpOperator(page, 'e2e.support', 'support');
  await page.getByRole('link', { name: 'Support inbox' }).click();
  await page.getByRole('row').filter({ hasText: 'Where is my AK-47 e2e?' }).click();
  await page.getByRole('textbox', { name: 'Answer' }).fill('It is on its way (e2e).');
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('It is on its way (e2e).')).toBeVisible();
  const thread = await call<{ list: { author: string; body: string }[] }>(
    page.request,
    player,
    '/api/support/thread',
  );
  expect(thread.list.at(-1)).toMatchObject({ author: 'operator', body: 'It is on its way (e2e).' });

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Players' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

  await page.goto(`/admin/players/${player.userId}`);
  await expect(page.getByRole('heading', { name: `Player ${player.userId}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adjust balance' })).toHaveCount(0);

  const token = await operatorToken(page);
  const refused = await page.request.post('/api/admin/players/adjustBalance', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      userId: player.userId,
      currency: 'amount',
      amount: '5.00',
      account: 'house',
      reason: 'e2e',
    },
  });
  expect(refused.status()).toBe(403);
});

test('a finance operator adjusts a balance with a reason; the ledger and the audit log show it', async ({
  page,
}) => {
  // A whole journey: the operator's setup, then the console and the player's side.
  test.setTimeout(90_000);
  await setUpOperator(page, 'e2e.finance', 'finance');
  const player = fixtureUser('adminAdjusted');
  await page.getByRole('link', { name: 'Players' }).click();
  await page.getByLabel('Player id, mobile, nickname or invite code').fill(String(player.userId));
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: player.mobile.slice(-4) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: `Player ${player.userId}` })).toBeVisible();
  const before = Number(await page.getByTestId('balance-amount').textContent());

  await page.getByLabel('Amount (negative takes, e.g. -12.30)').fill('abc');
  await page.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(page.getByText('The request is not valid')).toBeVisible();

  await page.getByLabel('Amount (negative takes, e.g. -12.30)').fill('12.34');
  await page.getByRole('button', { name: 'Adjust balance' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('e2e goodwill credit');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/Adjusted; the balance is now/)).toBeVisible();
  await expect(page.getByTestId('balance-amount')).toHaveText((before + 12.34).toFixed(2));
  const ledger = page.getByRole('table', { name: 'Ledger' });
  await expect(ledger.getByRole('row').filter({ hasText: '12.34' }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Target (e.g. user:42)').fill(`user:${player.userId}`);
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = page.getByRole('row').filter({ hasText: 'players.adjustBalance' }).first();
  await expect(row).toContainText('e2e goodwill credit');
  await expect(row).toContainText('e2e.finance');
});

/** Box prices the other journeys open (support/game-player.ts boxPricedAt), and box 1. */
const OPENED_ELSEWHERE = new Set(['1.00', '10.00', '50.00', '100.00']);

test('a content operator edits a box, sees its RTP and saves it, and the next opening draws from the saved table', async ({
  page,
}, testInfo) => {
  await setUpOperator(page, 'e2e.content', 'content');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Players' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Boxes' }).click();
  await page.getByRole('table', { name: 'Boxes' }).getByRole('row').nth(1).click();
  await expect(page.getByRole('heading', { name: /Edit box \d+/ })).toBeVisible();

  const tickets = page.getByRole('textbox', { name: /^Tickets / });
  const first = Number(await tickets.nth(0).inputValue());
  const second = Number(await tickets.nth(1).inputValue());
  await tickets.nth(0).fill(String(first + 1));
  await page.getByRole('button', { name: 'Compute RTP' }).click();
  await expect(page.getByRole('alert')).toContainText('100000');
  await tickets.nth(1).fill(String(second - 1));
  await page.getByRole('button', { name: 'Compute RTP' }).click();
  await expect(page.getByTestId('box-rtp')).toContainText(/RTP \d+\.\d\d%/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Saved; RTP \d+\.\d\d%/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Tickets / }).nth(0)).toHaveValue(
    String(first + 1),
  );

  // The next opening draws from the saved table (the open reads the box in its transaction): a
  // box no other journey opens gets all but one ticket per item on its cheapest item, and a
  // player's next opening drops what the new ranges give its ticket. With the old table in use it
  // would almost surely not.
  const admin = <T>(path: string, data: object) => adminCall<T>(page, path, data);
  const player = fixtureUser('adminOpener');
  await fundWithCard(page.request, player, projectCards(testInfo, 'admin')[0] as CardCode);
  const boxes = await call<{ list: Array<{ boxId: number; price: string }> }>(
    page.request,
    player,
    '/api/box/list',
    { pageSize: 50 },
  );
  const box = boxes.list.find(
    (one) => one.boxId !== 1 && !OPENED_ELSEWHERE.has(one.price) && Number(one.price) <= 100,
  );
  if (!box) throw new Error('no box of its own to edit');
  interface EditedBox {
    type: number;
    category: string;
    names: Record<string, string>;
    image: string;
    price: string;
    contents: Array<{ goodsId: number; price: string }>;
  }
  const edited = await admin<EditedBox>('/api/admin/catalogue/box', { boxId: box.boxId });
  const cheapest = [...edited.contents].sort((a, b) => Number(a.price) - Number(b.price))[0];
  const heavy = 100_000 - (edited.contents.length - 1);
  const { type, category, names, image, price } = edited;
  await admin('/api/admin/catalogue/saveBox', {
    boxId: box.boxId,
    draft: {
      type,
      category,
      names,
      image,
      price,
      contents: edited.contents.map(({ goodsId }) => ({
        goodsId,
        tickets: goodsId === cheapest?.goodsId ? heavy : 1,
      })),
    },
    reason: 'e2e: the next opening draws from the saved table',
  });
  const detail = await call<{
    items: Array<{ goods: { goodsId: number }; ticketFrom: number; ticketTo: number }>;
  }>(page.request, player, '/api/box/detail', { boxId: box.boxId });
  const heavyRange = detail.items.find((item) => item.goods.goodsId === cheapest?.goodsId);
  expect(heavyRange && heavyRange.ticketTo - heavyRange.ticketFrom + 1).toBe(heavy);
  const { results } = await call<{
    results: Array<{ goods: { goodsId: number }; ticket: number }>;
  }>(page.request, player, '/api/box/open', { boxId: box.boxId, count: 1 });
  const [drop] = results;
  const range = detail.items.find(
    (item) => item.ticketFrom <= (drop?.ticket ?? 0) && (drop?.ticket ?? 0) <= item.ticketTo,
  );
  expect(range?.goods.goodsId).toBe(drop?.goods.goodsId);
});
