import { moneyToCents } from '@skinbox/api';
import { inArray } from 'drizzle-orm';
import { writeAudit } from '../platform/audit';
import type { Operator } from '../platform/operator';
import type { Db } from '../db/database';
import type { LocalizedName } from '../db/schema/catalogue';
import { coupons, users } from '../db/schema';
import { checkCoupon } from '../economy/limits';
import { AppError } from '../http/errors';
import { grantCoupon } from './actions';
import { createCoupon, createExchangeCode } from './setup';
import { DAY_MS } from '@skinbox/rules';

/** Coupons' and exchange codes' operator rules (GAMES.md section 6), each audited. */

export async function defineCoupon(
  tx: Db,
  input: {
    names: LocalizedName;
    descriptions: LocalizedName;
    amount?: string;
    discount?: number;
    minRecharge: string;
    validDays: number;
    reason?: string;
  },
  operator: Operator,
  wagerMultiple: number,
) {
  const setup = {
    names: input.names,
    descriptions: input.descriptions,
    denominationsCents: input.amount === undefined ? 0n : moneyToCents(input.amount),
    discountTenths: input.discount ?? 0,
    originConditionCents: moneyToCents(input.minRecharge),
    validDays: input.validDays,
  };
  if (setup.denominationsCents > 0n === setup.discountTenths > 0) {
    throw new AppError(400, 'errors.couponValueChoice');
  }
  checkCoupon(setup, wagerMultiple);
  const couponId = await createCoupon(tx, setup);
  const auditId = await writeAudit(tx, operator, {
    action: 'promotions.createCoupon',
    target: `coupon:${couponId}`,
    after: setup,
    reason: input.reason,
  });
  return { auditId, couponId };
}

/** Gives each player a copy of a coupon, valid from now. */
export async function grantCoupons(
  tx: Db,
  input: { couponId: number; userIds: number[]; reason?: string },
  operator: Operator,
  now: Date,
) {
  const ids = [...new Set(input.userIds)];
  const [coupon] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(inArray(coupons.id, [input.couponId]));
  if (!coupon) throw new AppError(404, 'errors.couponNotFound');
  const found = await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  if (found.length !== ids.length) throw new AppError(404, 'errors.playerNotFound');
  for (const userId of ids) {
    await grantCoupon(tx, { userId, couponId: input.couponId, source: 'ops', now });
  }
  const auditId = await writeAudit(tx, operator, {
    action: 'promotions.grantCoupon',
    target: `coupon:${input.couponId}`,
    after: { userIds: ids },
    reason: input.reason,
  });
  return { auditId, granted: ids.length };
}

export async function defineExchangeCode(
  tx: Db,
  input: {
    code: string;
    couponId?: number;
    coins?: string;
    maxUses?: number;
    days?: number;
    reason?: string;
  },
  operator: Operator,
  now: Date,
) {
  if ((input.couponId === undefined) === (input.coins === undefined)) {
    throw new AppError(400, 'errors.couponValueChoice');
  }
  if (input.couponId !== undefined) {
    const [coupon] = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(inArray(coupons.id, [input.couponId]));
    if (!coupon) throw new AppError(404, 'errors.couponNotFound');
  }
  const setup = {
    code: input.code,
    couponId: input.couponId ?? null,
    coinsCents: input.coins === undefined ? null : moneyToCents(input.coins),
    maxUses: input.maxUses ?? null,
    endsAt: input.days === undefined ? null : new Date(now.getTime() + input.days * DAY_MS),
  };
  if (setup.coinsCents !== null && setup.coinsCents <= 0n) {
    throw new AppError(400, 'errors.adminAmountPositive');
  }
  if (!(await createExchangeCode(tx, setup))) throw new AppError(409, 'errors.exchangeCodeTaken');
  const auditId = await writeAudit(tx, operator, {
    action: 'promotions.createExchangeCode',
    target: `code:${input.code}`,
    after: setup,
    reason: input.reason,
  });
  return { auditId, endsAt: setup.endsAt };
}
