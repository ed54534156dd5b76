import { centsToMoney, moneyToCents, recharge } from '@skinbox/api';
import { and, eq, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../app';
import { rechargeOrders } from '../db/schema';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { getBalances } from '../money/ledger';
import { sandboxPaymentProvider, type PaymentProvider } from '../payment/provider';
import { redeemCard } from './cardCodes';
import { creditRecharge, requireTradeLink } from './credit';
import {
  RECHARGE_AMOUNTS_COINS,
  RECHARGE_METHODS,
  bonusCents,
  isOfferedAmount,
  isRechargeMethod,
} from './rules/offers';

/** Recharge calls: offers, orders through the payment provider, card codes. */
export function registerRecharge(
  { app, db }: ModuleDeps,
  payment: PaymentProvider = sandboxPaymentProvider,
) {
  route(app, recharge.methods, () => ({
    methods: RECHARGE_METHODS.map((method) => ({
      method,
      amounts: RECHARGE_AMOUNTS_COINS.map((coins) => {
        const cents = BigInt(coins) * 100n;
        return { amount: centsToMoney(cents), bonus: centsToMoney(bonusCents(cents)) };
      }),
    })),
  }));

  route(app, recharge.createOrder, async ({ method, amount }, { userId }) => {
    const amountCents = moneyToCents(amount);
    if (!isRechargeMethod(method)) throw new AppError(400, 'errors.badRequest');
    if (!isOfferedAmount(amountCents)) throw new AppError(400, 'errors.rechargeAmountRequired');
    await requireTradeLink(db, userId);
    const bonus = bonusCents(amountCents);
    const [order] = await db
      .insert(rechargeOrders)
      .values({ userId, method, provider: payment.name, amountCents, bonusCents: bonus })
      .returning();
    if (!order) throw new Error('order insert returned nothing');
    const outcome = await payment.pay({ orderId: order.id, userId, method, amountCents });
    let status: 'pending' | 'paid' = 'pending';
    if (outcome === 'paid') {
      // Credit once: only the update that moves the order out of 'pending' credits it.
      status = await db.transaction(async (tx): Promise<'paid'> => {
        const [paid] = await tx
          .update(rechargeOrders)
          .set({ status: 'paid', paidAt: sql`now()` })
          .where(and(eq(rechargeOrders.id, order.id), eq(rechargeOrders.status, 'pending')))
          .returning({ id: rechargeOrders.id });
        if (paid) {
          await creditRecharge(
            tx,
            userId,
            amountCents,
            bonus,
            'recharge.order',
            `order:${order.id}`,
          );
        }
        return 'paid';
      });
    }
    return {
      orderId: order.id,
      method,
      status,
      amount: centsToMoney(amountCents),
      bonus: centsToMoney(bonus),
      payment: centsToMoney(amountCents),
      credited: centsToMoney(status === 'paid' ? amountCents + bonus : 0n),
      createdAt: order.createdAt.toISOString(),
    };
  });

  route(app, recharge.card, async ({ cardNo, cardPassword }, { userId }) => {
    const credited = await redeemCard(db, userId, cardNo, cardPassword);
    return { credited: centsToMoney(credited), amount: (await getBalances(db, userId)).amount };
  });
}
