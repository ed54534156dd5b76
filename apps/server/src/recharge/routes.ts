import { centsToMoney, moneyToCents, recharge } from '@skinbox/api';
import type { ModuleDeps } from '../app';
import { rechargeOrders } from '../db/schema';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { getBalances } from '../money/ledger';
import { sandboxPaymentProvider, type PaymentProvider } from '../payment/provider';
import { redeemCard } from './cardCodes';
import { requireTradeLink } from './credit';
import { confirmRechargeOrder } from './orders';
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
    if (outcome === 'paid') await confirmRechargeOrder(db, order.id);
    const status = outcome;
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
