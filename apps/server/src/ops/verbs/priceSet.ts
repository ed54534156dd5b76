import { centsToMoney, moneyToCents } from '@skinbox/api';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { OPS_OPERATOR } from '../../platform/operator';
import { setItemPrice } from '../../catalogue/operatorActions';
import { loadConfig } from '../../config';
import { catalogueItems } from '../../db/schema';
import { defineVerb } from '../verb';
import { idFlag, yes } from './common';

export const priceSetVerb = defineVerb({
  name: 'price-set',
  summary:
    "override an item's price (or --clear to go back to the price model); prints the RTP of boxes holding it",
  usage: '--item <catalogue item id> (--price <coins> | --clear)',
  flags: z
    .object({
      item: idFlag,
      price: z
        .string()
        .regex(/^\d{1,12}(\.\d{1,2})?$/, 'a price like 12.50')
        .optional(),
      clear: yes.optional(),
    })
    .strict()
    .refine((f) => (f.price === undefined) !== (f.clear === undefined), {
      message: 'give exactly one of --price and --clear',
    }),
  async run({ db }, flags) {
    const [item] = await db
      .select({ names: catalogueItems.names, model: catalogueItems.modelPriceCents })
      .from(catalogueItems)
      .where(eq(catalogueItems.id, flags.item));
    if (!item) throw new Error(`no catalogue item ${flags.item}`);
    const { boxes } = await db.transaction((tx) =>
      setItemPrice(
        tx,
        { goodsId: flags.item, price: flags.price ?? null },
        OPS_OPERATOR,
        loadConfig(),
      ),
    );
    return [
      `${item.names.en}: ${flags.price === undefined ? `back to the model price ${centsToMoney(item.model)}` : `price set to ${centsToMoney(moneyToCents(flags.price))}`}`,
      ...boxes.map(
        (b) =>
          `box ${b.boxId} (${b.name}) RTP now ${b.rtpAfter.toFixed(4)} (target ${b.targetRtp.toFixed(4)})`,
      ),
    ];
  },
});
