import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { call } from '../support/api';
import { adminCall, setUpOperator } from '../support/console';
import { dataDir, fixtureUser } from '../support/fixtures';
import { bindTradeLink, type CardCode } from '../support/game-player';

// The dashboard against a history made here, through the real API, by three players of platform
// 29, which no other journey's player is on (support/dashboard.users.json): the console's
// figures for that platform are this history's alone, whatever the other journeys do today.
const PLATFORM = '29';
/** Every drop of the box below is worth this: its two items cost it, one half of the tickets each. */
const ITEM_PRICE = '23.45';
/** Above 100.00, so the box editor's journey, which edits a box of at most 100.00, never takes it. */
const BOX_PRICE = '120.00';

/** The one card `<name>-cards.json` holds (support/dashboard.ops.json). */
function cardOf(name: string): CardCode {
  const [card] = JSON.parse(readFileSync(join(dataDir(), `${name}-cards.json`), 'utf8')) as [
    CardCode,
  ];
  return card;
}

interface ItemRow {
  goodsId: number;
}

/** Two catalogue items in no box: giving them a price of their own moves no other journey's draw. */
async function itemsInNoBox(page: Page): Promise<[number, number]> {
  const found: number[] = [];
  for (let pageNo = 1; found.length < 2; pageNo += 1) {
    const { list } = await adminCall<{ list: ItemRow[] }>(page, '/api/admin/catalogue/items', {
      page: pageNo,
      pageSize: 100,
    });
    if (list.length === 0) throw new Error('fewer than two catalogue items are in no box');
    for (const { goodsId } of list) {
      const { boxes } = await adminCall<{ boxes: unknown[] }>(
        page,
        '/api/admin/catalogue/previewPrice',
        { goodsId, price: ITEM_PRICE },
      );
      if (boxes.length === 0) found.push(goodsId);
      if (found.length === 2) break;
    }
  }
  return [found[0] ?? 0, found[1] ?? 0];
}

/** A new enabled box at BOX_PRICE whose every drop is worth ITEM_PRICE. */
async function boxOfKnownDrops(page: Page): Promise<number> {
  const [first, second] = await itemsInNoBox(page);
  const reason = 'e2e: the dashboard journey’s known history';
  for (const goodsId of [first, second]) {
    await adminCall(page, '/api/admin/catalogue/setPrice', { goodsId, price: ITEM_PRICE, reason });
  }
  // A seeded box lends its category and picture.
  const [seeded] = await adminCall<Array<{ category: string; image: string }>>(
    page,
    '/api/admin/catalogue/boxes',
    {},
  );
  if (!seeded) throw new Error('no seeded box');
  const name = 'E2E dashboard';
  const { boxId } = await adminCall<{ boxId: number }>(page, '/api/admin/catalogue/saveBox', {
    draft: {
      type: 1,
      category: seeded.category,
      names: { zh: name, en: name, vi: name, ko: name, tw: name },
      image: seeded.image,
      price: BOX_PRICE,
      contents: [
        { goodsId: first, tickets: 50_000 },
        { goodsId: second, tickets: 50_000 },
      ],
    },
    reason,
  });
  await adminCall(page, '/api/admin/catalogue/setBoxEnabled', { boxId, enabled: true, reason });
  return boxId;
}

/** The figure of the dashboard tile titled `title`, and its line beneath. */
function tile(page: Page, title: string) {
  const section = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  return { figure: section.locator('p'), line: section.locator('small') };
}

test('the dashboard of a platform shows the figures of the history its players made today', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await setUpOperator(page, 'e2e.dashboard', 'owner');
  const boxId = await boxOfKnownDrops(page);

  // The history: A redeems a 500.00 card and opens the box 3 times, B a 200.00 card and opens it
  // once; C, seeded today like them, does nothing.
  const a = fixtureUser('dashboardA');
  const b = fixtureUser('dashboardB');
  for (const [player, card, opens] of [
    [a, cardOf('dashboard-a'), 3],
    [b, cardOf('dashboard-b'), 1],
  ] as const) {
    await bindTradeLink(page.request, player);
    await call(page.request, player, '/api/recharge/card', {
      cardNo: card.cardNumber,
      cardPassword: card.password,
    });
    await call(page.request, player, '/api/box/open', { boxId, count: opens });
  }

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('textbox', { name: 'Platform' }).fill(PLATFORM);
  await page.getByRole('button', { name: 'Apply' }).click();

  // Deposits: 500.00 + 200.00 = 700.00, in 2 orders (one card each); a card gives no bonus.
  await expect(tile(page, 'Deposits').figure).toHaveText('700.00');
  await expect(tile(page, 'Deposits').line).toHaveText('2 orders');
  await expect(tile(page, 'Bonuses').figure).toHaveText('0.00');
  // Boxes: 4 openings × 120.00 = 480.00 staked; 4 drops × 23.45 = 93.80 paid out;
  // GGR = 480.00 − 93.80 = 386.20, and no other game was played.
  await expect(tile(page, 'Gross gaming revenue').figure).toHaveText('386.20');
  await expect(tile(page, 'Extractions').figure).toHaveText('0.00');
  await expect(tile(page, 'Extractions').line).toHaveText('0 requested · 0 delivered · 0 failed');
  // New: A, B and C, all seeded today. Paying: A and B recharged. Active: A and B moved coins.
  await expect(tile(page, 'New players').figure).toHaveText('3');
  await expect(tile(page, 'Paying players').figure).toHaveText('2');
  await expect(tile(page, 'Active players').figure).toHaveText('2');

  // By game, one row: box, stakes 480.00, payouts 93.80, GGR 386.20, 4 plays, and a realised
  // return of 93.80 / 480.00 = 0.195416… = 19.54 %.
  const games = page.getByRole('table', { name: 'By game' });
  await expect(games.getByRole('row')).toHaveCount(2);
  const boxRow = games.getByRole('row').nth(1).getByRole('cell');
  await expect(boxRow.nth(0)).toHaveText('box');
  await expect(boxRow.nth(1)).toHaveText('480.00');
  await expect(boxRow.nth(2)).toHaveText('93.80');
  await expect(boxRow.nth(3)).toHaveText('386.20');
  await expect(boxRow.nth(4)).toHaveText('4');
  await expect(boxRow.nth(5)).toHaveText('19.54%');

  // Return per box: the one box, its 4 plays, the same 19.54 %.
  const perBox = page.getByRole('table', { name: 'Return per box' });
  await expect(perBox.getByRole('row')).toHaveCount(2);
  const perBoxRow = perBox.getByRole('row').nth(1).getByRole('cell');
  await expect(perBoxRow.nth(0)).toHaveText(`${boxId} E2E dashboard`);
  await expect(perBoxRow.nth(1)).toHaveText('4');
  await expect(perBoxRow.nth(2)).toHaveText('19.54%');
});
