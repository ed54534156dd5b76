import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { call } from '../support/api';
import { fixtureUser, type FixtureUser } from '../support/fixtures';
import { boxPricedAt, fundWithCard, projectCards, type CardCode } from '../support/game-player';
import { layoutOf, signInWithToken } from '../support/session';

/** Tops the player up with its card and opens boxes, for bag items. */
async function fillBag(request: APIRequestContext, player: FixtureUser, card: CardCode) {
  await fundWithCard(request, player, card);
  const fifty = await boxPricedAt(request, player, '50.00');
  const ten = await boxPricedAt(request, player, '10.00');
  await call(request, player, '/api/box/open', { boxId: fifty, count: 5 });
  await call(request, player, '/api/box/open', { boxId: ten, count: 5 });
  await call(request, player, '/api/box/open', { boxId: ten, count: 5 });
  // A replacement takes at most nine items worth over REPLACE_MIN_VALUE_CENTS (40 coins); drops
  // are random and mostly cheap (one CI run's dearest nine after 18 openings were worth 28.78), so
  // 50-coin boxes more while the dearest nine are worth less, on the 650 coins the card has left.
  for (let more = 0; more <= 13; more += 1) {
    const dearest = await call<{ list: Array<{ goods: { price: string } }> }>(
      request,
      player,
      '/api/extend/userRucksackWeapons',
      { page: 1, pageSize: 9 },
    );
    const value = dearest.list.reduce((sum, entry) => sum + Number(entry.goods.price), 0);
    if (value > 40) return;
    await call(request, player, '/api/box/open', { boxId: fifty, count: 1 });
  }
  throw new Error('the dearest nine bag items stayed under 40 coins after 13 more openings');
}

/** Answers the kit's confirmation dialog after checking what it asks. */
async function confirm(page: Page, question: RegExp) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The first `count` tiles of a section's listing, clicked. */
async function chooseTiles(page: Page, section: string, count: number) {
  const tiles = page.getByRole('region', { name: section }).getByRole('listitem');
  for (let i = 0; i < count; i += 1) await tiles.nth(i).getByRole('button').click();
}

/**
 * The trade-up family against the real server, on both layouts: a replacement that returns a
 * lucky bag, a contract whose ladder is shown before signing, and refining into ammo that then
 * opens an ammo box.
 */
test('a player replaces items for a lucky bag, signs a contract, refines and opens an ammo box', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const layout = layoutOf(testInfo);
  const player = fixtureUser(`tradeup-${layout === 'm' ? 'mobile' : 'desktop'}`);
  await fillBag(request, player, projectCards(testInfo, 'tradeup')[0] as CardCode);
  await signInWithToken(context, player.token);

  // Replacement: the dearest items until they are worth over 40 coins (3 to 9 of them), a wanted
  // value under their value, and the dearest target that fits it.
  await page.goto(`/${layout}/replacement`);
  const offer = page.getByRole('region', { name: '① 选择要置换的饰品' });
  const running = offer.getByText(/^已选 \d+\/9 件，价值 \d+\.\d\d$/);
  let bagValue = 0;
  for (let count = 1; count <= 9 && (count <= 3 || bagValue <= 40); count += 1) {
    await offer
      .getByRole('listitem')
      .nth(count - 1)
      .getByRole('button')
      .click();
    await expect(running).toContainText(`已选 ${count}/9 件`);
    bagValue = Number(/价值 (\d+\.\d\d)/.exec((await running.textContent()) ?? '')?.[1]);
  }
  expect(bagValue).toBeGreaterThan(40);
  await page.getByLabel('期望价值').fill((bagValue * 0.8).toFixed(2));
  const targets = page.getByRole('region', { name: '② 选择目标饰品' });
  await expect(targets.getByText(/目标置换价/)).toBeVisible();
  await targets.getByRole('listitem').first().getByRole('button').click();
  await page.getByRole('button', { name: '确认置换' }).click();
  await confirm(page, /置换.*福袋返还/);
  const done = page.getByText(/置换成功：.*福袋返还 (\d+\.\d\d) 金币/);
  await expect(done).toBeVisible();
  const lucky = Number(/福袋返还 (\d+\.\d\d) 金币/.exec((await done.textContent()) ?? '')?.[1]);
  // What the target does not take comes back, never more than was given; the dearest target that
  // fits may take it all (the drops are random), and then the bag returns 0.00.
  expect(lucky).toBeGreaterThanOrEqual(0);
  expect(lucky).toBeLessThan(bagValue);

  // Contract: three items, the ladder and odds first, then the signing.
  await page.goto(`/${layout}/contract`);
  await chooseTiles(page, '① 放入饰品', 3);
  await page.getByRole('button', { name: '查看奖池与概率' }).click();
  const ladder = page.getByRole('region', { name: '② 奖池与概率' });
  await expect(ladder.getByText(/奖品期望价值/)).toBeVisible();
  await expect(ladder.getByText(/% · 票号 1–/)).toBeVisible();
  await page.getByRole('button', { name: '签订合约' }).click();
  await confirm(page, /签订合约/);
  // The reel over the ladder runs first (about 6 s), then the outcome.
  await expect(page.getByText(/合约完成：获得/)).toBeVisible({ timeout: 20_000 });
  const history = page.getByRole('region', { name: '我的合约' });
  await history.getByRole('button', { name: '验证' }).first().click();
  await expect(history.getByRole('status').first()).toContainText('服务端种子尚未公开');

  // Refining the rest of the page into ammo, then an ammo box with it.
  await page.goto(`/${layout}/refining`);
  await expect(page.getByText(/熔炼会消耗饰品/)).toBeVisible();
  const materials = page.getByRole('region', { name: '选择要熔炼的饰品' });
  await expect(materials.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: '全选本页' }).click();
  await page.getByRole('button', { name: '熔炼', exact: true }).click();
  await confirm(page, /熔炼 \d+ 件饰品/);
  await expect(page.getByText(/熔炼成功，获得 \d+\.\d\d 弹药/)).toBeVisible();
  await page.getByRole('link', { name: '去开弹药盲盒' }).click();
  await expect(page).toHaveURL(new RegExp(`/${layout}/ammonbox`));
  await page.getByRole('button', { name: /开 1 个/ }).click();
  const results = page.getByRole('region', { name: '本次获得' });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  const bag = await call<{ list: unknown[] }>(request, player, '/api/user/rucksackGoods', {
    state: 'bag',
  });
  expect(bag.list.length).toBeGreaterThan(0);
});
