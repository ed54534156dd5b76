import { redPackets } from '../db/schema';
import type { Feature } from '../platform/feature';
import { redPacketExpiryJob } from './jobs';
import { registerRedPackets } from './routes';
import { DEFAULT_RED_PACKETS } from './rules/defaults';
import { addPeriodicPacket } from './setup';
import { rowCount } from '../platform/paging';

/**
 * The red-packet centre: its calls, the packets a new site starts with (a site that ever had one
 * keeps what its operators made of them), and the job that closes password packets at their end.
 */
export const redPacketsFeature: Feature = {
  name: 'redPackets',
  routes: registerRedPackets,
  async seed({ db }) {
    const [made] = await rowCount(db, redPackets);
    if ((made?.n ?? 0) > 0) return;
    for (const setup of DEFAULT_RED_PACKETS) await addPeriodicPacket(db, setup);
  },
  jobs: () => [redPacketExpiryJob],
};
