import { z } from 'zod';
import type { PaymentProviderName } from './provider';

/**
 * The payment settings, read by `loadConfig` with the rest of the configuration (issue 13:
 * recharge must not be free in any deployment):
 *
 * | variable                 | default   | meaning                                                  |
 * | ------------------------ | --------- | -------------------------------------------------------- |
 * | `PAYMENT_PROVIDER`       | `sandbox` | `sandbox` pays every order at once; `manual` leaves it pending for an operator |
 * | `ALLOW_SANDBOX_PAYMENTS` | unset     | `1` lets a production server run on the sandbox          |
 * | `NODE_ENV`               | unset     | `production` refuses the sandbox unless allowed          |
 */
const schema = z
  .object({
    PAYMENT_PROVIDER: z.enum(['sandbox', 'manual']).default('sandbox'),
    ALLOW_SANDBOX_PAYMENTS: z
      .enum(['1', 'true', '0', 'false', ''])
      .optional()
      .transform((v) => v === '1' || v === 'true'),
    NODE_ENV: z.string().optional(),
  })
  .refine(
    (c) =>
      c.NODE_ENV !== 'production' || c.PAYMENT_PROVIDER !== 'sandbox' || c.ALLOW_SANDBOX_PAYMENTS,
    {
      path: ['PAYMENT_PROVIDER'],
      message:
        'NODE_ENV is production and the payment provider is the sandbox, which pays every order ' +
        'for free: set PAYMENT_PROVIDER, or ALLOW_SANDBOX_PAYMENTS=1 for a demonstration site',
    },
  );

export interface PaymentConfig {
  /** Which of payment/provider.ts's PAYMENT_PROVIDERS takes the recharge orders. */
  provider: PaymentProviderName;
}

/** The payment settings; throws (the server does not start) on a refused setting. */
export function loadPaymentConfig(source: NodeJS.ProcessEnv): PaymentConfig {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid payment configuration:\n${problems.join('\n')}`);
  }
  return { provider: parsed.data.PAYMENT_PROVIDER };
}
