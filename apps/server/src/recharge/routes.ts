import { centsToMoney, moneyToCents, recharge } from '@skinbox/api';
import type { ModuleDeps } from '../platform/deps';
import { route } from '../http/route';
import { secretGuesses } from '../http/secretGuesses';
import { getBalances } from '../money/ledger';
import { PAYMENT_PROVIDERS } from '../payment/provider';
import { createRechargeOrder } from './actions';
import { redeemCard } from './cardCodes';
import { RECHARGE_AMOUNTS_COINS, RECHARGE_METHODS, bonusCents } from './rules/offers';

/**
 * Recharge calls: offers, orders through the configured payment provider (payment/paymentConfig.ts),
 * card codes. The offers say when the provider is the sandbox, so the site can show it.
 */
export function registerRecharge({ app, db, config }: ModuleDeps) {
  const payment = PAYMENT_PROVIDERS[config.payment.provider];
  const cardGuesses = secretGuesses(app, 'cardCode', 'errors.cardInvalid');
  route(app, recharge.methods, () => ({
    sandbox: payment.name === 'sandbox',
    methods: RECHARGE_METHODS.map((method) => ({
      method,
      amounts: RECHARGE_AMOUNTS_COINS.map((coins) => {
        const cents = BigInt(coins) * 100n;
        return { amount: centsToMoney(cents), bonus: centsToMoney(bonusCents(cents)) };
      }),
    })),
  }));

  route(app, recharge.createOrder, async ({ method, amount, couponId }, { userId }) => {
    const amountCents = moneyToCents(amount);
    const { order, status, couponBonus } = await createRechargeOrder(db, payment, {
      userId,
      method,
      amountCents,
      couponId,
    });
    return {
      orderId: order.id,
      method,
      status,
      amount: centsToMoney(amountCents),
      bonus: centsToMoney(order.bonusCents),
      payment: centsToMoney(amountCents),
      couponBonus: centsToMoney(couponBonus),
      credited: centsToMoney(status === 'paid' ? amountCents + order.bonusCents + couponBonus : 0n),
      createdAt: order.createdAt.toISOString(),
    };
  });

  route(app, recharge.card, async ({ cardNo, cardPassword }, { userId }) => {
    const credited = await cardGuesses.guess({ player: userId, target: cardNo }, () =>
      redeemCard(db, userId, cardNo, cardPassword),
    );
    return { credited: centsToMoney(credited), amount: (await getBalances(db, userId)).amount };
  });
}
