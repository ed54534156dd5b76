import { z } from 'zod';
import { OPS_OPERATOR } from '../../platform/operator';
import { setReplaceStock } from '../../catalogue/operatorActions';
import { defineVerb } from '../verb';

/**
 * Sets how many of a catalogue item the house hands out through replacements (tradeup's stock;
 * under 10 the item is hidden as a target, SPEC section 9).
 */
export const replaceStockVerb = defineVerb({
  name: 'replace-stock',
  summary: 'set the replacement stock of a catalogue item (under 10 hides it as a target)',
  usage: '--goods <catalogue item id> --stock <count>',
  flags: z
    .object({
      goods: z.coerce.number().int().positive(),
      stock: z.coerce.number().int().min(0).max(1_000_000),
    })
    .strict(),
  async run({ db }, { goods, stock }) {
    await db.transaction((tx) => setReplaceStock(tx, { goodsId: goods, stock }, OPS_OPERATOR));
    return [`replacement stock of item ${goods}: ${stock}`];
  },
});
