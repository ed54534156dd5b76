import { expect, test } from '@playwright/test';
import { call } from '../support/api';
import { fixtureUser } from '../support/fixtures';
import {
  boxPricedAt,
  closeRegisterPacketWhenShown,
  fundWithCard,
  projectCards,
} from '../support/game-player';
import { layoutOf, signInWithToken } from '../support/session';

/**
 * Issue 30: the live-drop ticker must not spoil the opener's own result. The server sends a drop
 * to the live channel about a second after it is rolled, while the reel takes several seconds to
 * land on it: the opener's ticker keeps it back until the reveal, then shows it.
 */
test("keeps the opener's own drop out of the ticker until the reveal", async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const layout = layoutOf(testInfo);
  const player = fixtureUser(`moments-${testInfo.project.name}`);
  const [card] = projectCards(testInfo, 'moments');
  if (!card) throw new Error('moments-cards.ops.json holds a card per project');
  await fundWithCard(request, player, card);
  const { base } = await call<{ base: { nickName: string } }>(request, player, '/api/user/getInfo');
  const boxId = await boxPricedAt(request, player, '1.00');
  await signInWithToken(context, player.token);
  await closeRegisterPacketWhenShown(page);

  // The ticker enters its live channel a few seconds after the page settles: wait for it, so the
  // drop does come over the socket while the reel runs.
  const socket = page.waitForEvent('websocket');
  await page.goto(`/${layout}/openbox?boxId=${boxId}`);
  const ws = await socket;
  await ws.waitForEvent('framesent', {
    predicate: (frame) => String(frame.payload).includes('drops:zh'),
    timeout: 20_000,
  });

  // The server keeps the neutral default name; the Chinese ticker shows it as 玩家 and the digits.
  expect(base.nickName).toBe(`Player${player.mobile.slice(-4)}`);
  const ticker = page.getByRole('region', { name: '实时掉落' });
  const mine = ticker.getByRole('listitem').filter({ hasText: `玩家${player.mobile.slice(-4)}` });
  await expect(mine).toHaveCount(0);

  // The live channel carries the player's drop while the reel still runs.
  const heard = ws.waitForEvent('framereceived', {
    predicate: (frame) => String(frame.payload).includes(base.nickName),
    timeout: 20_000,
  });
  await page.getByRole('button', { name: /^开启/ }).click();
  await expect(page.getByTestId('reels')).toBeVisible();
  await heard;
  await expect(page.getByTestId('reels')).toBeVisible();
  await expect(mine).toHaveCount(0);

  // The reel lands, holds the drop lit, and the reveal comes: now the ticker shows it.
  await expect(page.getByRole('group', { name: '恭喜获得' })).toBeVisible({ timeout: 15_000 });
  await expect(mine).toHaveCount(1);
});
