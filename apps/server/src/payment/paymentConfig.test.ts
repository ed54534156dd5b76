import { describe, expect, it } from 'vitest';
import { loadPaymentConfig } from './paymentConfig';

describe('loadPaymentConfig', () => {
  it('is the sandbox by default, for the embedded run', () => {
    expect(loadPaymentConfig({})).toEqual({ provider: 'sandbox' });
  });

  it('is the provider PAYMENT_PROVIDER names', () => {
    expect(loadPaymentConfig({ PAYMENT_PROVIDER: 'manual' })).toEqual({ provider: 'manual' });
  });

  it('refuses the sandbox in production unless told explicitly', () => {
    expect(() => loadPaymentConfig({ NODE_ENV: 'production' })).toThrow(
      /NODE_ENV is production and the payment provider is the sandbox/,
    );
    expect(loadPaymentConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '1' })).toEqual({
      provider: 'sandbox',
    });
    expect(loadPaymentConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'manual' })).toEqual({
      provider: 'manual',
    });
  });

  it('refuses a provider it does not know', () => {
    expect(() => loadPaymentConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(
      /Invalid payment configuration/,
    );
  });
});
