import { centsToMoney, moneyToCents } from '@skinbox/api';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { boxRtpReport } from '../../catalogue/rtpReport';
import { boxItems, catalogueItems } from '../../db/schema';
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
    const override = flags.price === undefined ? null : moneyToCents(flags.price);
    const [item] = await db
      .update(catalogueItems)
      .set({ overridePriceCents: override })
      .where(eq(catalogueItems.id, flags.item))
      .returning({ names: catalogueItems.names, model: catalogueItems.modelPriceCents });
    if (!item) throw new Error(`no catalogue item ${flags.item}`);
    const holding = new Set(
      (
        await db
          .select({ boxId: boxItems.boxId })
          .from(boxItems)
          .where(eq(boxItems.itemId, flags.item))
      ).map((r) => r.boxId),
    );
    const affected = (await boxRtpReport(db)).filter((b) => holding.has(b.boxId));
    return [
      `${item.names.en}: ${override === null ? `back to the model price ${centsToMoney(item.model)}` : `price set to ${centsToMoney(override)}`}`,
      ...affected.map(
        (b) =>
          `box ${b.boxId} (${b.name}) RTP now ${b.actualRtp.toFixed(4)} (target ${b.targetRtp.toFixed(4)})`,
      ),
    ];
  },
});
