import { centsToMoney } from '@skinbox/api';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../platform/audit';
import type { Operator } from '../platform/operator';
import type { Db } from '../db/database';
import { rollRooms } from '../db/schema';
import { AppError } from '../http/errors';
import { createLocalHub } from '../socket/localHub';
import { SocketRegistry } from '../socket/registry';
import { createRoom } from './actions';
import { rollJobs } from './jobs';

/**
 * An official roll room whose prizes (catalogue items, repeats allowed) come from the house
 * (GAMES.md section 3), written to the audit log. The draw's notices go out from the server
 * process that runs its job, so the room is made without sockets of its own.
 */
export async function openOfficialRollRoom(
  tx: Db,
  input: {
    name: string;
    goodsIds: number[];
    cap: number;
    drawAt: Date;
    password?: string;
    vipLevel?: number;
    rechargeMinCents?: bigint;
    rechargeSince?: Date;
    drawAfterJoinSeconds?: number;
    reason?: string;
  },
  operator: Operator,
  now: Date,
) {
  if (input.drawAt.getTime() <= now.getTime()) throw new AppError(400, 'errors.openingTimePassed');
  const jobs = rollJobs(createLocalHub(new SocketRegistry()));
  const rollId = await createRoom(
    tx,
    jobs,
    {
      name: input.name,
      password: input.password,
      vipLevel: input.vipLevel,
      rechargeMinCents: input.rechargeMinCents,
      rechargeSince: input.rechargeSince,
      cap: input.cap,
      drawAt: input.drawAt,
      drawAfterJoinSeconds: input.drawAfterJoinSeconds,
      prizes: { from: 'house', itemIds: input.goodsIds },
    },
    now,
  );
  const [room] = await tx.select().from(rollRooms).where(eq(rollRooms.id, rollId));
  const prizeValue = centsToMoney(room?.prizeCents ?? 0n);
  const auditId = await writeAudit(tx, operator, {
    action: 'games.createRollRoom',
    target: `roll:${rollId}`,
    after: {
      name: input.name,
      goodsIds: input.goodsIds,
      prizeValue,
      cap: input.cap,
      drawAt: input.drawAt,
    },
    reason: input.reason,
  });
  return { auditId, rollId, prizeValue };
}
