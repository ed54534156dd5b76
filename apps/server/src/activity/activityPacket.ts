import type { RedPacketPeriod } from '@skinbox/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { redPackets } from '../db/schema';

/**
 * The activity packet of an ActivityConfig activity (`pnpm ops activity-set`): one row per
 * activity, its amount and period following the config, closed when the config drops it. The
 * activity writes it (redpackets/ pays it, asking the activity whether it runs).
 */
export async function syncActivityPacket(
  db: Db,
  activityId: number,
  packet: { amountCents: bigint; period: RedPacketPeriod } | null,
) {
  if (!packet) {
    await db
      .update(redPackets)
      .set({ status: 'closed', closedAt: sql`now()` })
      .where(and(eq(redPackets.kind, 'activity'), eq(redPackets.activityId, activityId)));
    return;
  }
  await db
    .insert(redPackets)
    .values({
      kind: 'activity',
      activityId,
      amountCents: packet.amountCents,
      period: packet.period,
    })
    .onConflictDoUpdate({
      target: redPackets.activityId,
      targetWhere: sql`${redPackets.kind} = 'activity'`,
      set: {
        amountCents: packet.amountCents,
        period: packet.period,
        status: 'active',
        closedAt: null,
      },
    });
}
