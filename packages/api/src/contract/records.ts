import { z } from 'zod';
import { boxType } from './boxes';
import { defineEndpoint } from './endpoint';
import { goodsSummary } from './goods';
import { moneyString } from './moneySchema';
import { isoDateTime, pageOf, pageRequest } from './page';

/** One ledger row as the personal record screens show it; `amount` is signed ("-10.00"). */
export const ledgerEntry = z.object({
  id: z.number().int().positive(),
  amount: moneyString,
  /** What happened: 'box.open', 'bag.sell', 'recharge.card', … (the site translates it). */
  kind: z.string(),
  createdAt: isoDateTime,
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

/** Ammo (ammon) ledger, newest first, 10 a page. */
export const ammoDetails = defineEndpoint({
  path: '/api/user/ammoDetails',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: pageRequest,
  response: pageOf(ledgerEntry),
});

/** Coin (amount) ledger, newest first, 10 a page. */
export const billDetails = defineEndpoint({
  path: '/api/user/billDetails',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: pageRequest,
  response: pageOf(ledgerEntry),
});

export const goodsRecord = z.object({
  id: z.number().int().positive(),
  bagItemId: z.number().int().positive(),
  goods: goodsSummary,
  /** 'box.open', 'mall.buy', 'bag.sell', 'bag.extract', 'bag.cancelExtract', 'delivery.done', 'delivery.failed'. */
  kind: z.string(),
  price: moneyString,
  createdAt: isoDateTime,
});
export type GoodsRecord = z.infer<typeof goodsRecord>;

/** Every move of the player's items, newest first, 10 a page. */
export const goodsRecords = defineEndpoint({
  path: '/api/user/goodsRecords',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: pageRequest,
  response: pageOf(goodsRecord),
});

export const openBoxRecord = z.object({
  id: z.number().int().positive(),
  nickName: z.string(),
  avater: z.string(),
  boxId: z.number().int().positive(),
  boxType,
  boxName: z.string(),
  goods: goodsSummary,
  createdAt: isoDateTime,
});
export type OpenBoxRecord = z.infer<typeof openBoxRecord>;

/** Live drops: the latest real opens, newest first, optionally of one box or box type. */
export const getAllOpenBoxRecords = defineEndpoint({
  path: '/api/index/getAllOpenBoxRecords',
  method: 'POST',
  channel: false,
  auth: 'none',
  request: z.object({
    boxId: z.number().int().positive().optional(),
    boxType: boxType.optional(),
    limit: z.number().int().min(1).max(50).default(20),
  }),
  response: z.object({ list: z.array(openBoxRecord) }),
});

/**
 * The payload of LIVE_DROPS_EVENT: box openings since the channel's last event, newest first, in
 * the shape of getAllOpenBoxRecords so a client prepends them to the list it loaded. The server
 * sends at most one event a second per process, with at most a few drops (the newest), so a busy
 * site never floods its clients: the ticker samples the drops, the call has them all.
 */
export const liveDropsEvent = z.object({ list: z.array(openBoxRecord) });
// LIVE_DROPS_EVENT and liveDropsChannel are in socketCids.ts: the site needs them without zod.
export type LiveDropsEvent = z.infer<typeof liveDropsEvent>;
