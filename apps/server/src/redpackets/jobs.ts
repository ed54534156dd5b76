import { z } from 'zod';
import type { Db } from '../db/database';
import { scheduleJob, type JobDefinition } from '../runtime/jobs';
import { closePasswordPacket } from './actions';

const payload = z.object({ packetId: z.number().int().positive() });

/**
 * A password packet's end (GAMES.md section 0 "Jobs"): due when the packet expires, it closes
 * the packet, after which its server seed is shown and the split can be checked. One per packet.
 */
export const redPacketExpiryJob: JobDefinition<z.infer<typeof payload>> = {
  kind: 'redpacket.expire',
  payload,
  async handler(tx, { packetId }, { now }) {
    await closePasswordPacket(tx, packetId, now);
  },
};

export function scheduleRedPacketExpiry(db: Db, packetId: number, endsAt: Date) {
  return scheduleJob(db, redPacketExpiryJob, {
    key: `packet:${packetId}`,
    payload: { packetId },
    dueAt: endsAt,
  });
}
