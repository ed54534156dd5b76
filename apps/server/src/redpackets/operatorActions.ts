import { moneyToCents } from '@skinbox/api';
import type { RedPacketSetup } from '@skinbox/api/admin';
import { and, eq } from 'drizzle-orm';
import { writeAudit } from '../platform/audit';
import type { Operator } from '../platform/operator';
import type { Db } from '../db/database';
import { redPackets } from '../db/schema';
import { checkRedPacket } from '../economy/limits';
import { AppError } from '../http/errors';
import { addPasswordPacket, addPeriodicPacket, closePacket, type PeriodicSetup } from './setup';
import { HOUR_MS } from '@skinbox/rules';

/**
 * Red packets' operator rules (GAMES.md section 6): what a packet may be, checked against the
 * economy's limits (economy/limits.ts checkRedPacket), and written to the audit log.
 */

const cents = (amount: string) => moneyToCents(amount);
const invalid = (detail: string) => new AppError(400, 'errors.promotionInvalid', { detail });

/** The periodic packet a setup describes, checked (min ≤ max). */
function periodicOf(setup: Exclude<RedPacketSetup, { kind: 'password' }>): PeriodicSetup {
  switch (setup.kind) {
    case 'lucky':
      if (cents(setup.max) < cents(setup.min)) throw invalid('max must not be below min');
      return {
        kind: 'lucky',
        period: setup.period,
        minCents: cents(setup.min),
        maxCents: cents(setup.max),
      };
    case 'recharge':
      return {
        kind: 'recharge',
        period: setup.period,
        amountCents: cents(setup.amount),
        thresholdCents: cents(setup.threshold),
      };
    case 'rebate':
    case 'loss':
      return {
        kind: setup.kind,
        period: setup.period,
        rateBasisPoints: setup.rate,
        capCents: cents(setup.cap),
      };
    case 'vip':
      return { kind: 'vip', period: setup.period, vipCents: setup.amounts.map(cents) };
  }
}

export async function createRedPacket(
  tx: Db,
  input: { setup: RedPacketSetup; reason?: string },
  operator: Operator,
  now: Date,
) {
  const { setup } = input;
  let packetId: number;
  let serverSeedHash: string | null = null;
  if (setup.kind === 'password') {
    const totalCents = cents(setup.amount);
    if (totalCents < BigInt(setup.count)) throw invalid('the amount gives a claimant under a cent');
    const [taken] = await tx
      .select({ id: redPackets.id })
      .from(redPackets)
      .where(and(eq(redPackets.password, setup.password), eq(redPackets.status, 'active')));
    if (taken) throw invalid(`packet ${taken.id} is open with this password`);
    const made = await addPasswordPacket(tx, {
      password: setup.password,
      totalCents,
      count: setup.count,
      endsAt: new Date(now.getTime() + setup.hours * HOUR_MS),
    });
    packetId = made.id;
    serverSeedHash = made.serverSeedHash;
  } else {
    const periodic = periodicOf(setup);
    await checkRedPacket(tx, periodic);
    packetId = await addPeriodicPacket(tx, periodic);
  }
  const auditId = await writeAudit(tx, operator, {
    action: 'promotions.createRedPacket',
    target: `redpacket:${packetId}`,
    after: setup.kind === 'password' ? { ...setup, password: '(set)' } : setup,
    reason: input.reason,
  });
  return { auditId, packetId, serverSeedHash };
}

export async function closeRedPacket(
  tx: Db,
  input: { packetId: number; reason?: string },
  operator: Operator,
) {
  if (!(await closePacket(tx, input.packetId))) throw new AppError(409, 'errors.redPacketNotFound');
  const auditId = await writeAudit(tx, operator, {
    action: 'promotions.closeRedPacket',
    target: `redpacket:${input.packetId}`,
    before: { status: 'active' },
    after: { status: 'closed' },
    reason: input.reason,
  });
  return { auditId };
}
