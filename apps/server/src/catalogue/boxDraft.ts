import { BoxType, centsToMoney, type Locale, moneyToCents } from '@skinbox/api';
import {
  translateServerError,
  type BoxCheck,
  type BoxDraft,
  type catalogue as calls,
} from '@skinbox/api/admin';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { catalogueItems } from '../db/schema';
import { MAX_BOX_RTP, refineAmmoBoxReturn } from '../economy/rules/expectedReturn';
import { AppError } from '../http/errors';
import { imageUrl, itemPriceCents } from './goods';
import { returnToPlayer, solveTickets } from './rules/solveTickets';

export type ParsedDraft = z.output<typeof calls.boxDraft>;

/**
 * The highest return a box of `type` may have: site and battle boxes stay under MAX_BOX_RTP (open
 * and sell, with points and rewards, below what it costs); an ammo box keeps refine → open → sell
 * below 1 at the configured refine rate.
 */
export function maxRtpOfType(type: number, config: Pick<ServerConfig, 'tradeup'>): number {
  if (type === BoxType.ammo)
    return 1 / refineAmmoBoxReturn(config.tradeup.refineRateBasisPoints, 1);
  return MAX_BOX_RTP;
}

/**
 * A draft's contents at today's prices: the tickets it gives, or those solved for `solveFor`
 * (catalogue/rules/solveTickets.ts, as the seeding solves them); its return; and the economy's
 * verdict. The editor's check and the save read the same verdict from here.
 */
export async function checkDraft(
  db: Db,
  draft: ParsedDraft | BoxDraft,
  config: Pick<ServerConfig, 'tradeup' | 'ASSET_BASE_URL'>,
  locale: Locale,
): Promise<{ check: BoxCheck; tickets: number[] }> {
  const ids = draft.contents.map((c) => c.goodsId);
  const rows = await db
    .select({
      id: catalogueItems.id,
      names: catalogueItems.names,
      image: catalogueItems.image,
      quality: catalogueItems.quality,
      priceCents: itemPriceCents,
    })
    .from(catalogueItems)
    .where(inArray(catalogueItems.id, ids));
  const items = ids.map((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new AppError(404, 'errors.itemNotFound');
    return { ...row, priceCents: BigInt(row.priceCents) };
  });
  const priceCents = moneyToCents(draft.price);
  let tickets: number[];
  if (draft.solveFor === undefined) {
    tickets = draft.contents.map((c) => c.tickets ?? 0);
  } else {
    try {
      tickets = solveTickets(
        items.map((i) => i.priceCents),
        draft.solveFor * Number(priceCents),
      );
    } catch {
      throw new AppError(400, 'errors.boxSolveTarget');
    }
  }
  const rtp = returnToPlayer(
    items.map((item, i) => ({ tickets: tickets[i] ?? 0, priceCents: item.priceCents })),
    priceCents,
  );
  const maxRtp = maxRtpOfType(draft.type, config);
  const accepted = rtp < maxRtp;
  const check: BoxCheck = {
    contents: items.map((item, i) => ({
      goodsId: item.id,
      name: item.names[locale] || item.names.en,
      image: imageUrl(config.ASSET_BASE_URL, item.image),
      quality: item.quality as BoxCheck['contents'][number]['quality'],
      price: centsToMoney(item.priceCents),
      tickets: tickets[i] ?? 0,
    })),
    rtp,
    maxRtp,
    accepted,
    refusal: accepted
      ? null
      : translateServerError('errors.boxEconomy', locale, {
          rtp: rtp.toFixed(4),
          max: maxRtp.toFixed(4),
        }),
  };
  return { check, tickets };
}
