import { describe, expect, it } from 'vitest';
import { loadPaymentConfig } from './paymentConfig';
import { paymentProviderFor } from './providers';

const LINK = {
  PAYMENT_PROVIDER: 'link',
  PAYMENT_LINK_ENDPOINT: 'https://pay.example.test/api/',
  PAYMENT_LINK_MERCHANT_ID: 'skinbox-01',
  PAYMENT_LINK_SECRET: 'a'.repeat(32),
};

describe('loadPaymentConfig', () => {
  it('is the sandbox by default, for the embedded run', () => {
    expect(loadPaymentConfig({})).toEqual({ provider: 'sandbox', sandboxRefusal: null });
    expect(paymentProviderFor(loadPaymentConfig({})).name).toBe('sandbox');
  });

  it('is the provider PAYMENT_PROVIDER names', () => {
    expect(loadPaymentConfig({ PAYMENT_PROVIDER: 'manual' })).toEqual({
      provider: 'manual',
      sandboxRefusal: null,
    });
  });

  it('reads the payment-link settings, with the currency and order time by default', () => {
    expect(loadPaymentConfig(LINK).link).toEqual({
      endpoint: 'https://pay.example.test/api',
      merchantId: 'skinbox-01',
      secret: 'a'.repeat(32),
      currency: 'CNY',
      orderMinutes: 30,
    });
    expect(
      loadPaymentConfig({
        ...LINK,
        PAYMENT_LINK_CURRENCY: 'USD',
        PAYMENT_LINK_ORDER_MINUTES: '15',
        PAYMENT_LINK_NOTIFY_URL: 'https://skinbox.example.test/api/payment/notify',
      }).link,
    ).toMatchObject({
      currency: 'USD',
      orderMinutes: 15,
      notifyUrl: 'https://skinbox.example.test/api/payment/notify',
    });
  });

  it('names every missing payment-link variable', () => {
    expect(() => loadPaymentConfig({ PAYMENT_PROVIDER: 'link' })).toThrow(
      new Error(
        'Invalid payment configuration:\n' +
          'PAYMENT_LINK_ENDPOINT: required when PAYMENT_PROVIDER=link (the provider’s API address)\n' +
          'PAYMENT_LINK_MERCHANT_ID: required when PAYMENT_PROVIDER=link (this site’s merchant id at the provider)\n' +
          'PAYMENT_LINK_SECRET: required when PAYMENT_PROVIDER=link (the secret shared with the provider)',
      ),
    );
  });

  it('names a malformed payment-link variable', () => {
    const refused = (env: Record<string, string>, message: RegExp) =>
      expect(() => loadPaymentConfig({ ...LINK, ...env })).toThrow(message);
    refused({ PAYMENT_LINK_ENDPOINT: 'ftp://pay' }, /PAYMENT_LINK_ENDPOINT: an absolute http/);
    refused({ PAYMENT_LINK_SECRET: 'short' }, /PAYMENT_LINK_SECRET: at least 32 characters/);
    refused({ PAYMENT_LINK_MERCHANT_ID: 'a b' }, /PAYMENT_LINK_MERCHANT_ID: letters, digits/);
    refused({ PAYMENT_LINK_CURRENCY: 'yuan' }, /PAYMENT_LINK_CURRENCY: an ISO 4217 code/);
    refused({ PAYMENT_LINK_ORDER_MINUTES: '2' }, /PAYMENT_LINK_ORDER_MINUTES: a whole number/);
    refused({ PAYMENT_LINK_NOTIFY_URL: 'notify' }, /PAYMENT_LINK_NOTIFY_URL: an absolute http/);
  });

  it('refuses a provider it does not know', () => {
    expect(() => loadPaymentConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(
      /PAYMENT_PROVIDER: one of link, manual, sandbox/,
    );
  });
});

describe('the sandbox (issue 27)', () => {
  const startsOn = (env: Record<string, string>) => () =>
    paymentProviderFor(loadPaymentConfig(env));

  it('runs on the embedded database, where pnpm start runs without NODE_ENV', () => {
    expect(startsOn({})).not.toThrow();
    expect(startsOn({ DATABASE_URL: '' })).not.toThrow();
  });

  it('is refused on PostgreSQL, a real deployment, with what to set instead', () => {
    expect(startsOn({ DATABASE_URL: 'postgres://db/skinbox' })).toThrow(
      new Error(
        'The sandbox payment provider pays every order without money, and this server runs on ' +
          'PostgreSQL (DATABASE_URL is set), which is a real deployment. Set ' +
          'PAYMENT_PROVIDER=link (with PAYMENT_LINK_ENDPOINT, PAYMENT_LINK_MERCHANT_ID and ' +
          'PAYMENT_LINK_SECRET) or PAYMENT_PROVIDER=manual, or ALLOW_SANDBOX_PAYMENTS=1 for a ' +
          'demonstration site.',
      ),
    );
  });

  it('is refused under NODE_ENV=production, also on the embedded database', () => {
    expect(startsOn({ NODE_ENV: 'production' })).toThrow(/runs under NODE_ENV=production,/);
    expect(startsOn({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })).toThrow(
      /on PostgreSQL \(DATABASE_URL is set\) and under NODE_ENV=production/,
    );
  });

  it('runs anywhere with ALLOW_SANDBOX_PAYMENTS=1', () => {
    const allowed = { ALLOW_SANDBOX_PAYMENTS: '1' };
    expect(startsOn({ ...allowed, DATABASE_URL: 'postgres://db/x' })).not.toThrow();
    expect(startsOn({ ...allowed, NODE_ENV: 'production' })).not.toThrow();
  });

  it('leaves the other providers alone on PostgreSQL and in production', () => {
    const deployed = { DATABASE_URL: 'postgres://db/x', NODE_ENV: 'production' };
    expect(startsOn({ ...deployed, PAYMENT_PROVIDER: 'manual' })).not.toThrow();
    expect(startsOn({ ...deployed, ...LINK })).not.toThrow();
  });
});
