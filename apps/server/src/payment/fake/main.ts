import { startFakePaymentProvider } from './fakeProvider';

/**
 * `pnpm --filter @skinbox/server fake-pay` (and `pnpm dev`, e2e): the fake payment-link provider
 * at the address the site is configured to reach, with the site's merchant id and secret, read
 * from the same variables the server reads (payment/paymentConfig.ts).
 */
const { PAYMENT_LINK_ENDPOINT, PAYMENT_LINK_MERCHANT_ID, PAYMENT_LINK_SECRET } = process.env;
if (!PAYMENT_LINK_ENDPOINT || !PAYMENT_LINK_MERCHANT_ID || !PAYMENT_LINK_SECRET) {
  console.error(
    'The fake payment provider needs PAYMENT_LINK_ENDPOINT (where it listens), ' +
      'PAYMENT_LINK_MERCHANT_ID and PAYMENT_LINK_SECRET, as the server has them.',
  );
  process.exit(1);
}
const endpoint = new URL(PAYMENT_LINK_ENDPOINT);
const provider = await startFakePaymentProvider({
  merchantId: PAYMENT_LINK_MERCHANT_ID,
  secret: PAYMENT_LINK_SECRET,
  host: endpoint.hostname,
  port: Number(endpoint.port || 80),
});
console.log(`Fake payment provider at ${provider.url} (merchant ${PAYMENT_LINK_MERCHANT_ID})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void provider.close().then(() => process.exit(0)));
}
