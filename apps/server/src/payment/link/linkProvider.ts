import { centsToMoney } from '@skinbox/api';
import type { LinkSettings } from '../paymentConfig';
import { PaymentLinkMissing, type PaymentProvider } from '../provider';
import { placedOrder, type PlaceOrder } from './protocol';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signedHeaders, verifySignature } from './signature';

/**
 * How long the site waits for the provider to place an order: under the site's own 10 s request
 * time-out (SPEC section 9), so the player hears "recharge link empty" rather than a time-out.
 */
export const LINK_TIMEOUT_MS = 8_000;

/**
 * A payment-link provider reached over HTTP (issue 26): the site posts the order, signed, to
 * `{PAYMENT_LINK_ENDPOINT}/v1/orders` and gets back, signed, the provider's order id and the
 * checkout page the player pays on; the money is credited only by the provider's signed
 * notification (recharge/notifications.ts). An answer that is not a signed, well-formed link is a
 * missing link, never a page shown to the player.
 */
export function linkPaymentProvider(settings: LinkSettings): PaymentProvider {
  return {
    name: 'link',
    currency: settings.currency,
    orderMinutes: settings.orderMinutes,
    async open(request) {
      if (!request.expiresAt) throw new Error('a link order needs its expiry');
      const order: PlaceOrder = {
        merchantId: settings.merchantId,
        merchantOrderId: String(request.orderId),
        amount: centsToMoney(request.amountCents),
        currency: settings.currency,
        description: `SkinBox recharge #${request.orderId}`,
        notifyUrl: settings.notifyUrl ?? request.notifyUrl,
        returnUrl: request.returnUrl,
        expiresAt: request.expiresAt.toISOString(),
      };
      const body = JSON.stringify(order);
      let response: Response;
      try {
        response = await fetch(`${settings.endpoint}/v1/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...signedHeaders(settings.secret, body) },
          body,
          signal: AbortSignal.timeout(LINK_TIMEOUT_MS),
        });
      } catch (error) {
        throw new PaymentLinkMissing(`the provider did not answer: ${String(error)}`);
      }
      const raw = Buffer.from(await response.arrayBuffer());
      if (!response.ok) throw new PaymentLinkMissing(`the provider answered ${response.status}`);
      const verdict = verifySignature({
        secret: settings.secret,
        timestamp: response.headers.get(TIMESTAMP_HEADER) ?? undefined,
        signature: response.headers.get(SIGNATURE_HEADER) ?? undefined,
        body: raw,
      });
      if (verdict !== 'valid') throw new PaymentLinkMissing(`the provider's answer is ${verdict}`);
      let parsed;
      try {
        parsed = placedOrder.safeParse(JSON.parse(raw.toString('utf8')));
      } catch {
        throw new PaymentLinkMissing('the provider answered something other than JSON');
      }
      if (!parsed.success) throw new PaymentLinkMissing('the provider answered no order');
      const { providerOrderId, checkoutUrl } = parsed.data;
      if (!/^https?:\/\/\S+$/.test(checkoutUrl)) {
        throw new PaymentLinkMissing(`the provider gave no checkout link for ${providerOrderId}`);
      }
      return { status: 'checkout', providerOrderId, checkoutUrl };
    },
  };
}
