import { centsToMoney } from '@skinbox/api';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../platform/audit';
import type { Operator } from '../platform/operator';
import type { Db } from '../db/database';
import { rechargeOrders } from '../db/schema';
import { AppError } from '../http/errors';
import { confirmRechargeOrder } from './actions';
import { issueCardCodes } from './cardCodes';

/**
 * Confirms a pending order of the manual provider once its money has arrived (the bank's or
 * wallet's payment reference goes to the audit log): credited once, as a provider's callback
 * credits it (recharge/actions.ts confirmRechargeOrder).
 */
export async function confirmManualRecharge(
  tx: Db,
  input: { orderId: number; paymentReference: string; reason?: string },
  operator: Operator,
) {
  const [order] = await tx
    .select()
    .from(rechargeOrders)
    .where(eq(rechargeOrders.id, input.orderId));
  if (!order) throw new AppError(404, 'errors.notFound');
  if (order.provider !== 'manual') throw new AppError(409, 'errors.rechargeNotManual');
  if (!(await confirmRechargeOrder(tx, order.id))) {
    throw new AppError(409, 'errors.rechargeOrderNotPending');
  }
  const auditId = await writeAudit(tx, operator, {
    action: 'queues.confirmRecharge',
    target: `order:${order.id}`,
    before: { status: order.status },
    after: {
      status: 'paid',
      userId: order.userId,
      credited: centsToMoney(order.amountCents + order.bonusCents),
      paymentReference: input.paymentReference,
    },
    reason: input.reason,
  });
  return { auditId, credited: true };
}

/**
 * Makes recharge card codes (only their hashes are kept; the caller shows each password once).
 * The audit row names the batch, count and amount, never a password.
 */
export async function issueCards(
  tx: Db,
  input: { count: number; amountCents: bigint; batch: string },
  operator: Operator,
) {
  if (input.amountCents <= 0n) throw new AppError(400, 'errors.adminAmountPositive');
  const cards = await issueCardCodes(tx, input.count, input.amountCents, input.batch);
  const auditId = await writeAudit(tx, operator, {
    action: 'recharge.issueCards',
    target: `cards:${input.batch}`,
    after: { count: cards.length, amount: centsToMoney(input.amountCents) },
  });
  return { auditId, cards };
}
