import { centsToMoney } from '@skinbox/api';
import { desc, eq, sql } from 'drizzle-orm';
import { configureActivity } from '../../activity/operatorActions';
import { readActivityConfig } from '../../activity/queries';
import { defineCoupon, defineExchangeCode, grantCoupons } from '../../coupons/operatorActions';
import {
  coupons,
  exchangeCodes,
  playerCoupons,
  redPacketClaims,
  redPackets,
} from '../../db/schema';
import { wagerMultipleFor } from '../../economy/rules/wagering';
import type { ModuleDeps } from '../../platform/deps';
import { readPage, rowCount } from '../../platform/paging';
import { closeRedPacket, createRedPacket } from '../../redpackets/operatorActions';
import { packetFromRow } from '../../redpackets/rules/packets';
import { adminRoute } from '../adminRoute';

const iso = (at: Date | null) => at?.toISOString() ?? null;
const money = (cents: bigint | string | number | null) =>
  cents === null ? '-' : centsToMoney(BigInt(cents));

/** A red packet's terms in the operator's words (as `pnpm ops red-packet-list` prints them). */
function termsOf(row: typeof redPackets.$inferSelect) {
  const packet = packetFromRow(row);
  switch (packet.kind) {
    case 'password':
      return `"${row.password}" ${money(row.amountCents)} for ${row.count} (${row.claimedCount} taken) until ${iso(row.endsAt)}`;
    case 'activity':
      return `${money(row.amountCents)} during activity ${row.activityId}`;
    case 'lucky':
      return `${money(row.minCents)} to ${money(row.maxCents)}`;
    case 'recharge':
      return `${money(row.amountCents)} after recharging ${money(row.thresholdCents)}`;
    case 'rebate':
      return `${row.rateBasisPoints} bp of turnover, at most ${money(row.capCents)}`;
    case 'loss':
      return `${row.rateBasisPoints} bp of net loss, at most ${money(row.capCents)}`;
    case 'vip':
      return `by level ${(row.vipCents ?? []).map((c) => money(c)).join(', ')}`;
  }
}

export function registerPromotionRoutes(deps: ModuleDeps) {
  const { db, config } = deps;
  adminRoute(deps, 'promotions.redPackets', async (input) => {
    const where = input.status === undefined ? undefined : eq(redPackets.status, input.status);
    const paid = sql<string>`(select coalesce(sum(c.cents), 0)::text from ${redPacketClaims} c
      where c.packet_id = ${redPackets.id})`;
    const receipts = sql<number>`(select count(*)::int from ${redPacketClaims} c
      where c.packet_id = ${redPackets.id})`;
    const { rows, total } = await readPage(
      input,
      db
        .select({ packet: redPackets, paid, receipts })
        .from(redPackets)
        .where(where)
        .orderBy(desc(redPackets.id))
        .$dynamic(),
      rowCount(db, redPackets, where),
    );
    return {
      total,
      list: rows.map(({ packet, paid: cents, receipts: n }) => ({
        id: packet.id,
        kind: packet.kind,
        period: packet.period,
        status: packet.status,
        terms: termsOf(packet),
        paid: centsToMoney(BigInt(cents)),
        receipts: n,
        createdAt: packet.createdAt.toISOString(),
      })),
    };
  });
  adminRoute(deps, 'promotions.createRedPacket', (input, { operator, now }) =>
    db.transaction((tx) => createRedPacket(tx, input, operator, now)),
  );
  adminRoute(deps, 'promotions.closeRedPacket', (input, { operator }) =>
    db.transaction((tx) => closeRedPacket(tx, input, operator)),
  );

  adminRoute(deps, 'promotions.coupons', async (input) => {
    const { rows, total } = await readPage(
      input,
      db
        .select({
          coupon: coupons,
          granted: sql<number>`(select count(*)::int from ${playerCoupons} p where p.coupon_id = ${coupons.id})`,
          used: sql<number>`(select count(*)::int from ${playerCoupons} p where p.coupon_id = ${coupons.id} and p.status = 'used')`,
        })
        .from(coupons)
        .orderBy(desc(coupons.id))
        .$dynamic(),
      rowCount(db, coupons),
    );
    return {
      total,
      list: rows.map(({ coupon, granted, used }) => ({
        id: coupon.id,
        names: coupon.names,
        amount: coupon.denominationsCents > 0n ? centsToMoney(coupon.denominationsCents) : null,
        discount: coupon.discountTenths > 0 ? coupon.discountTenths : null,
        minRecharge: centsToMoney(coupon.originConditionCents),
        validDays: coupon.validDays,
        granted,
        used,
        createdAt: coupon.createdAt.toISOString(),
      })),
    };
  });
  const wagerMultiple = wagerMultipleFor(config.economy.BOX_RTP);
  adminRoute(deps, 'promotions.createCoupon', (input, { operator }) =>
    db.transaction((tx) => defineCoupon(tx, input, operator, wagerMultiple)),
  );
  adminRoute(deps, 'promotions.grantCoupon', (input, { operator, now }) =>
    db.transaction((tx) => grantCoupons(tx, input, operator, now)),
  );

  adminRoute(deps, 'promotions.exchangeCodes', async (input) => {
    const { rows, total } = await readPage(
      input,
      db.select().from(exchangeCodes).orderBy(desc(exchangeCodes.createdAt)).$dynamic(),
      rowCount(db, exchangeCodes),
    );
    return {
      total,
      list: rows.map((row) => ({
        code: row.code,
        couponId: row.couponId,
        coins: row.coinsCents === null ? null : centsToMoney(row.coinsCents),
        maxUses: row.maxUses,
        uses: row.uses,
        endsAt: iso(row.endsAt),
        createdAt: row.createdAt.toISOString(),
      })),
    };
  });
  adminRoute(deps, 'promotions.createExchangeCode', async (input, { operator, now }) => {
    const { auditId } = await db.transaction((tx) => defineExchangeCode(tx, input, operator, now));
    return { auditId };
  });

  adminRoute(deps, 'promotions.activity', (input) => readActivityConfig(db, input.platformId));
  adminRoute(deps, 'promotions.setActivity', (input, { operator }) =>
    db.transaction((tx) => configureActivity(tx, input, operator)),
  );
}
