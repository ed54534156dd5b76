import {
  DEMO_CLIENT_SEED,
  demoRoll,
  pickByTicket,
  randomSeed,
  ticketRanges,
} from '@skinbox/fairness';
import type { Db } from '../db/database';
import { BoxType } from '@skinbox/api';
import { AppError } from '../http/errors';
import { loadBox } from './queries';

/**
 * A demo spin of a site box (issue 30): the box's items and ticket ranges as they stand, a fresh
 * demo seed and its roll (packages/fairness demoRoll). It only reads: no balance, bag, seed pair,
 * nonce or record changes, so the economy counts it as paying nothing (economyModel/rewardCosts.ts).
 */
export async function demoSpin(db: Db, boxId: number) {
  const loaded = await loadBox(db, boxId);
  // Battle boxes are fought over, not opened: a demo of one would show a reel the site never plays.
  if (!loaded || loaded.box.type !== BoxType.site) throw new AppError(404, 'errors.boxNotFound');
  const demoSeed = randomSeed();
  const { ticket } = await demoRoll(demoSeed);
  const ranges = ticketRanges(loaded.contents.map((item) => item.tickets));
  const item = loaded.contents[pickByTicket(ranges, ticket)];
  if (!item) throw new Error(`ticket ${ticket} names no item of box ${boxId}`);
  return { item, ticket, demoSeed, clientSeed: DEMO_CLIENT_SEED, nonce: 0 };
}
