import { z } from 'zod';
import { seedCatalogue } from '../../catalogue/seed';
import { DEFAULT_RTP } from '../../catalogue/seedPlan';
import { MAX_BOX_RTP } from '../../economy/rules/expectedReturn';
import { seedMall } from '../../mall/seedMall';
import { defineVerb } from '../verb';

export const catalogueSeedVerb = defineVerb({
  name: 'catalogue-seed',
  summary:
    'fill the catalogue from @ianlucas/cs2-lib, make 20 site and 8 battle boxes solved for the RTP, stock the mall; never overwrites',
  usage: '[--rtp <0..0.95, default 0.9>]',
  flags: z.object({ rtp: z.coerce.number().gt(0).lt(MAX_BOX_RTP).default(DEFAULT_RTP) }).strict(),
  async run({ db }, flags) {
    const seeded = await seedCatalogue(db, flags.rtp);
    const mall = await seedMall(db);
    return [
      seeded.seeded
        ? `seeded ${seeded.items} items and ${seeded.boxes} boxes at RTP ${flags.rtp}`
        : 'the catalogue has boxes already: nothing seeded',
      mall > 0 ? `stocked the mall with ${mall} offers` : 'the mall has goods already',
    ];
  },
});
