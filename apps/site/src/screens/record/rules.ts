import type { GoodsRecord, LedgerEntry } from '@skinbox/api';

/** The ledgers, in their tabs' order: coins, ammo, items. */
export const LEDGERS = ['bill', 'ammo', 'goods'] as const;
export type Ledger = (typeof LEDGERS)[number];

/** A line of any ledger. */
export type Entry = LedgerEntry | GoodsRecord;

/** Whether a line moved an item (the goods ledger), not coins or ammo. */
export const isGoods = (entry: Entry): entry is GoodsRecord => 'goods' in entry;
