import { centsToMoney } from '@skinbox/api';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { rechargeOrders } from '../../db/schema';
import { confirmRechargeOrder } from '../../recharge/actions';
import { defineVerb } from '../verb';
import { idFlag } from './common';

export const rechargeConfirmVerb = defineVerb({
  name: 'recharge-confirm',
  summary:
    'mark a pending recharge order paid and credit it (PAYMENT_PROVIDER=manual: once the money has arrived)',
  usage: '--order <recharge order id>',
  flags: z.object({ order: idFlag }).strict(),
  async run({ db }, flags) {
    const [order] = await db
      .select()
      .from(rechargeOrders)
      .where(eq(rechargeOrders.id, flags.order));
    if (!order) throw new Error(`no recharge order ${flags.order}`);
    const credited = await confirmRechargeOrder(db, order.id);
    const total = centsToMoney(order.amountCents + order.bonusCents);
    return [
      credited
        ? `order ${order.id}: paid, ${total} credited to user ${order.userId}`
        : `order ${order.id} is ${order.status} already: nothing credited`,
    ];
  },
});
