import { centsToMoney } from '@skinbox/api';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../admin/audit';
import type { Operator } from '../admin/operator';
import type { Db } from '../db/database';
import { rechargeOrders } from '../db/schema';
import { AppError } from '../http/errors';
import { confirmRechargeOrder } from './actions';

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
