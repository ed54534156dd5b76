import { centsToMoney } from '@skinbox/api';
import { z } from 'zod';
import { boxRtpReport } from '../../catalogue/rtpReport';
import { defineVerb } from '../verb';

export const boxRtpVerb = defineVerb({
  name: 'box-rtp',
  summary: "print every box's return-to-player at today's prices against its target",
  usage: '',
  flags: z.object({}).strict(),
  async run({ db }) {
    const report = await boxRtpReport(db);
    return [
      'box  type  price      items  target  actual  name',
      ...report.map(
        (b) =>
          `${String(b.boxId).padStart(3)}  ${String(b.type).padStart(4)}  ${centsToMoney(b.priceCents).padStart(9)}  ${String(b.items).padStart(5)}  ${b.targetRtp.toFixed(4)}  ${b.actualRtp.toFixed(4)}  ${b.name}`,
      ),
    ];
  },
});
