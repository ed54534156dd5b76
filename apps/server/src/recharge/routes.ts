import { centsToMoney, moneyToCents, recharge } from '@skinbox/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { couponBonusOfOrder } from '../coupons/actions';
import { rechargeOrders } from '../db/schema';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { secretGuesses } from '../http/secretGuesses';
import { getBalances } from '../money/ledger';
import { NOTIFY_PATH, registerNotifyRoute } from '../payment/link/notifyRoute';
import { PaymentLinkMissing } from '../payment/provider';
import { paymentProviderFor } from '../payment/providers';
import type { ModuleDeps } from '../platform/deps';
import { createRechargeOrder } from './actions';
import { redeemCard } from './cardCodes';
import { applyPaymentNotification } from './notifications';
import type { RechargeOrderRow } from './orders';
import { RECHARGE_AMOUNTS_COINS, RECHARGE_METHODS, bonusCents } from './rules/offers';

/** An order as the contract answers it. */
function orderAnswer(order: RechargeOrderRow, couponBonus: bigint) {
  return {
    orderId: order.id,
    method: order.method,
    status: order.status,
    amount: centsToMoney(order.amountCents),
    bonus: centsToMoney(order.bonusCents),
    payment: centsToMoney(order.amountCents),
    couponBonus: centsToMoney(couponBonus),
    credited: centsToMoney(
      order.status === 'paid' ? order.amountCents + order.bonusCents + couponBonus : 0n,
    ),
    createdAt: order.createdAt.toISOString(),
    checkoutUrl: order.status === 'pending' ? order.checkoutUrl : null,
    expiresAt: order.expiresAt?.toISOString() ?? null,
  };
}

/** The address the player's request came to (the proxy's, with TRUST_PROXY). */
function siteOrigin(request: FastifyRequest) {
  return `${request.protocol}://${request.host}`;
}

/**
 * Recharge calls: offers, orders through the configured payment provider (payment/providers.ts),
 * an order's status while the player pays on the provider's page, card codes, and the provider's
 * notifications. The offers say when the provider is the sandbox, so the site can show it.
 */
export async function registerRecharge({ app, db, config, clock }: ModuleDeps) {
  const payment = paymentProviderFor(config.payment);
  const cardGuesses = secretGuesses(app, 'cardCode', 'errors.cardInvalid');
  route(app, recharge.methods, () => ({
    sandbox: payment.name === 'sandbox',
    checkout: payment.name === 'link',
    methods: RECHARGE_METHODS.map((method) => ({
      method,
      amounts: RECHARGE_AMOUNTS_COINS.map((coins) => {
        const cents = BigInt(coins) * 100n;
        return { amount: centsToMoney(cents), bonus: centsToMoney(bonusCents(cents)) };
      }),
    })),
  }));

  route(app, recharge.createOrder, async (input, { userId, request }) => {
    const origin = siteOrigin(request);
    try {
      const { order, couponBonus } = await createRechargeOrder(db, payment, {
        userId,
        method: input.method,
        amountCents: moneyToCents(input.amount),
        couponId: input.couponId,
        notifyUrl: `${origin}${NOTIFY_PATH}`,
        returnUrl: `${origin}${input.returnPath ?? '/'}`,
        now: clock.now(),
      });
      return orderAnswer(order, couponBonus);
    } catch (error) {
      if (!(error instanceof PaymentLinkMissing)) throw error;
      request.log.error({ err: error }, 'payment link missing');
      throw new AppError(503, 'errors.rechargeLinkEmpty');
    }
  });

  route(app, recharge.orderStatus, async ({ orderId }, { userId }) => {
    const [order] = await db
      .select()
      .from(rechargeOrders)
      .where(and(eq(rechargeOrders.id, orderId), eq(rechargeOrders.userId, userId)));
    if (!order) throw new AppError(404, 'errors.rechargeOrderNotFound');
    return orderAnswer(order, await couponBonusOfOrder(db, order.id));
  });

  route(app, recharge.card, async ({ cardNo, cardPassword }, { userId }) => {
    const credited = await cardGuesses.guess({ player: userId, target: cardNo }, () =>
      redeemCard(db, userId, cardNo, cardPassword, clock.now()),
    );
    return { credited: centsToMoney(credited), amount: (await getBalances(db, userId)).amount };
  });

  const link = config.payment.link;
  if (payment.name === 'link' && link) {
    await registerNotifyRoute(app, link, (notification) =>
      applyPaymentNotification(db, 'link', notification, { merchantId: link.merchantId }),
    );
  }
}
