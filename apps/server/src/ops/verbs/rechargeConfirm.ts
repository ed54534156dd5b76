import { centsToMoney } from '@skinbox/api';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { rechargeOrders } from '../../db/schema';
import { OPS_OPERATOR } from '../../platform/operator';
import { confirmManualRecharge } from '../../recharge/operatorActions';
import { defineVerb } from '../verb';
import { idFlag } from './common';

export const rechargeConfirmVerb = defineVerb({
  name: 'recharge-confirm',
  summary:
    'mark a pending recharge order paid and credit it (PAYMENT_PROVIDER=manual: once the money has arrived)',
  usage: '--order <recharge order id> [--reference <payment reference>]',
  flags: z
    .object({ order: idFlag, reference: z.string().trim().min(1).max(100).optional() })
    .strict(),
  async run({ db }, flags) {
    const [order] = await db
      .select()
      .from(rechargeOrders)
      .where(eq(rechargeOrders.id, flags.order));
    if (!order) throw new Error(`no recharge order ${flags.order}`);
    if (order.status !== 'pending') {
      return [`order ${order.id} is ${order.status} already: nothing credited`];
    }
    await db.transaction((tx) =>
      confirmManualRecharge(
        tx,
        { orderId: order.id, paymentReference: flags.reference ?? '' },
        OPS_OPERATOR,
      ),
    );
    const total = centsToMoney(order.amountCents + order.bonusCents);
    return [`order ${order.id}: paid, ${total} credited to user ${order.userId}`];
  },
});
