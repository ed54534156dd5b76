import { z } from 'zod';
import type { PaymentProviderName } from './provider';

/**
 * The payment settings, read by `loadConfig` with the rest of the configuration:
 *
 * | variable                     | default   | meaning                                                      |
 * | ---------------------------- | --------- | ------------------------------------------------------------ |
 * | `PAYMENT_PROVIDER`           | `sandbox` | `link` (a payment-link provider), `manual` (an operator confirms each order) or `sandbox` (pays every order at once, no money moves) |
 * | `PAYMENT_LINK_ENDPOINT`      |           | `link`: the provider's API address (http or https)           |
 * | `PAYMENT_LINK_MERCHANT_ID`   |           | `link`: this site's merchant id at the provider              |
 * | `PAYMENT_LINK_SECRET`        |           | `link`: the secret shared with the provider (≥ 32 characters), which signs both ways |
 * | `PAYMENT_LINK_CURRENCY`      | `CNY`     | `link`: the ISO 4217 code orders are placed and checked in   |
 * | `PAYMENT_LINK_ORDER_MINUTES` | `30`      | `link`: how long an order waits for its payment before it expires |
 * | `PAYMENT_LINK_NOTIFY_URL`    | unset     | `link`: where the provider posts its notifications; unset, the address the player's request came to + `/api/payment/notify` |
 * | `ALLOW_SANDBOX_PAYMENTS`     | unset     | `1` lets the sandbox run on PostgreSQL or in production      |
 *
 * The sandbox runs on the embedded database (PGlite: a development machine, the README's demo)
 * and is refused on PostgreSQL (`DATABASE_URL`, a real deployment) and under
 * `NODE_ENV=production`, unless `ALLOW_SANDBOX_PAYMENTS=1` (issue 27: `pnpm start` sets no
 * NODE_ENV, so NODE_ENV alone let a deployment pay for free). The refusal stops the server's
 * start (payment/providers.ts), not the operator command, which reads the same settings but pays
 * nothing.
 */
const flag = z
  .enum(['1', 'true', '0', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');
const emptyIsUnset = (v: unknown) => (v === '' ? undefined : v);
const httpUrl = z.url({ protocol: /^https?$/, error: 'an absolute http or https address' });

const LINK_REQUIRED = {
  PAYMENT_LINK_ENDPOINT: 'the provider’s API address',
  PAYMENT_LINK_MERCHANT_ID: 'this site’s merchant id at the provider',
  PAYMENT_LINK_SECRET: 'the secret shared with the provider',
} as const;

const schema = z
  .object({
    PAYMENT_PROVIDER: z
      .enum(['sandbox', 'manual', 'link'], { error: 'one of link, manual, sandbox' })
      .default('sandbox'),
    ALLOW_SANDBOX_PAYMENTS: flag,
    NODE_ENV: z.string().optional(),
    DATABASE_URL: z.preprocess(emptyIsUnset, z.string().optional()),
    PAYMENT_LINK_ENDPOINT: z.preprocess(emptyIsUnset, httpUrl.optional()),
    PAYMENT_LINK_MERCHANT_ID: z.preprocess(
      emptyIsUnset,
      z
        .string()
        .regex(/^[\w.-]{1,64}$/, 'letters, digits, ".", "_" or "-", at most 64')
        .optional(),
    ),
    PAYMENT_LINK_SECRET: z.preprocess(
      emptyIsUnset,
      z.string().min(32, 'at least 32 characters (a random secret the provider gave)').optional(),
    ),
    PAYMENT_LINK_CURRENCY: z.preprocess(
      emptyIsUnset,
      z
        .string()
        .regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as CNY')
        .default('CNY'),
    ),
    PAYMENT_LINK_ORDER_MINUTES: z.preprocess(
      emptyIsUnset,
      z.coerce
        .number({ error: 'a whole number of minutes, 5 to 1440' })
        .int('a whole number of minutes, 5 to 1440')
        .min(5, 'a whole number of minutes, 5 to 1440')
        .max(1440, 'a whole number of minutes, 5 to 1440')
        .default(30),
    ),
    PAYMENT_LINK_NOTIFY_URL: z.preprocess(emptyIsUnset, httpUrl.optional()),
  })
  .superRefine((c, context) => {
    if (c.PAYMENT_PROVIDER !== 'link') return;
    for (const [name, meaning] of Object.entries(LINK_REQUIRED)) {
      if (c[name as keyof typeof LINK_REQUIRED] !== undefined) continue;
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `required when PAYMENT_PROVIDER=link (${meaning})`,
      });
    }
  });

/** How the server reaches a payment-link provider (payment/link/). */
export interface LinkSettings {
  endpoint: string;
  merchantId: string;
  secret: string;
  currency: string;
  orderMinutes: number;
  notifyUrl?: string;
}

export interface PaymentConfig {
  /** Which provider takes the recharge orders (payment/providers.ts). */
  provider: PaymentProviderName;
  /** Set when `provider` is 'link'. */
  link?: LinkSettings;
  /** Why the sandbox may not run here (PostgreSQL or production without the allowance); null if it may. */
  sandboxRefusal: string | null;
}

function sandboxRefusal(c: z.infer<typeof schema>): string | null {
  if (c.ALLOW_SANDBOX_PAYMENTS) return null;
  const where = [
    ...(c.DATABASE_URL !== undefined ? ['on PostgreSQL (DATABASE_URL is set)'] : []),
    ...(c.NODE_ENV === 'production' ? ['under NODE_ENV=production'] : []),
  ];
  if (where.length === 0) return null;
  return (
    `The sandbox payment provider pays every order without money, and this server runs ` +
    `${where.join(' and ')}, which is a real deployment. Set PAYMENT_PROVIDER=link (with ` +
    `PAYMENT_LINK_ENDPOINT, PAYMENT_LINK_MERCHANT_ID and PAYMENT_LINK_SECRET) or ` +
    `PAYMENT_PROVIDER=manual, or ALLOW_SANDBOX_PAYMENTS=1 for a demonstration site.`
  );
}

/** The payment settings; throws (the server does not start) on a refused setting, naming it. */
export function loadPaymentConfig(source: NodeJS.ProcessEnv): PaymentConfig {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid payment configuration:\n${problems.join('\n')}`);
  }
  const c = parsed.data;
  const link =
    c.PAYMENT_PROVIDER === 'link' &&
    c.PAYMENT_LINK_ENDPOINT &&
    c.PAYMENT_LINK_MERCHANT_ID &&
    c.PAYMENT_LINK_SECRET
      ? {
          endpoint: c.PAYMENT_LINK_ENDPOINT.replace(/\/+$/, ''),
          merchantId: c.PAYMENT_LINK_MERCHANT_ID,
          secret: c.PAYMENT_LINK_SECRET,
          currency: c.PAYMENT_LINK_CURRENCY,
          orderMinutes: c.PAYMENT_LINK_ORDER_MINUTES,
          ...(c.PAYMENT_LINK_NOTIFY_URL ? { notifyUrl: c.PAYMENT_LINK_NOTIFY_URL } : {}),
        }
      : undefined;
  return {
    provider: c.PAYMENT_PROVIDER,
    ...(link ? { link } : {}),
    sandboxRefusal: c.PAYMENT_PROVIDER === 'sandbox' ? sandboxRefusal(c) : null,
  };
}
