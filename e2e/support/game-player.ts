import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { dataDir, fixtureUser, type FixtureUser } from './fixtures';
import { layoutOf } from './session';

/** A trade link in the shape the contract accepts (SPEC section 5: bound before recharge). */
export const TRADE_LINK =
  'https://steamcommunity.com/tradeoffer/new/?partner=123456&token=abcdEFGH';

/** The game journeys' player of this project (one per layout, so state never mixes). */
export function gamePlayer(testInfo: TestInfo): FixtureUser {
  return fixtureUser(`game-player-${layoutOf(testInfo) === 'm' ? 'mobile' : 'desktop'}`);
}

/** Binds the player's trade link once (the server refuses a second binding, which is fine). */
export async function bindTradeLink(request: APIRequestContext, player: FixtureUser) {
  await request.post('/api/user/bindSteam', {
    headers: { Authorization: `Bearer ${player.token}` },
    data: { steamUrl: TRADE_LINK },
  });
}

export interface CardCode {
  cardNumber: string;
  password: string;
  amount: string;
}

/** A card code made at seeding time (game-cards.ops.json); each project takes its own. */
export function cardCode(testInfo: TestInfo): CardCode {
  const cards = JSON.parse(readFileSync(join(dataDir(), 'game-cards.json'), 'utf8')) as CardCode[];
  const card = cards[layoutOf(testInfo) === 'm' ? 0 : 1];
  if (!card) throw new Error('game-cards.json holds too few cards');
  return card;
}

/**
 * New players get the sign-up red packet view (SITE-ACCOUNT's) on every fresh page; these journeys
 * leave it unopened (opening it would credit coins) and close it whenever it covers a click.
 */
export async function closeRegisterPacketWhenShown(page: Page) {
  const packet = page.getByRole('dialog', { name: '新人红包' });
  // Its close button, not Escape: Escape reaches the popup only once focus is inside it, which a
  // lazily loaded view may not have yet.
  await page.addLocatorHandler(packet, async () => {
    await packet.getByRole('button', { name: '关闭' }).click();
  });
}
