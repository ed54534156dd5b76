import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { call } from './api';
import { dataDir, fixtureUser, type FixtureUser } from './fixtures';
import { claimRegisterPacket, layoutOf } from './session';

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

/**
 * The cards a spec's ops file made (`<name>-cards.json`): each project takes `perProject` of its
 * own, mobile first, so the two projects never spend each other's.
 */
export function projectCards(testInfo: TestInfo, name: string, perProject = 1): CardCode[] {
  const file = `${name}-cards.json`;
  const cards = JSON.parse(readFileSync(join(dataDir(), file), 'utf8')) as CardCode[];
  const first = layoutOf(testInfo) === 'm' ? 0 : perProject;
  const mine = cards.slice(first, first + perProject);
  if (mine.length < perProject) throw new Error(`${file} holds too few cards`);
  return mine;
}

/** The game journeys' card (game-cards.ops.json). */
export function cardCode(testInfo: TestInfo): CardCode {
  return projectCards(testInfo, 'game')[0] as CardCode;
}

/** Binds the trade link, takes the sign-up packet and redeems `card`: a player ready to stake. */
export async function fundWithCard(
  request: APIRequestContext,
  player: FixtureUser,
  card: CardCode,
) {
  await bindTradeLink(request, player);
  await claimRegisterPacket(request, player.token);
  await call(request, player, '/api/recharge/card', {
    cardNo: card.cardNumber,
    cardPassword: card.password,
  });
}

/** The id of the seeded box that costs `price` coins ("50.00"). */
export async function boxPricedAt(request: APIRequestContext, player: FixtureUser, price: string) {
  const boxes = await call<{ list: Array<{ boxId: number; price: string }> }>(
    request,
    player,
    '/api/box/list',
    { pageSize: 50 },
  );
  const box = boxes.list.find((b) => b.price === price);
  if (!box) throw new Error(`no ${price}-coin box`);
  return box.boxId;
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
