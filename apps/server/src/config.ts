import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { loadBattleConfig, type BattleConfig } from './battles/config';
import { loadCrashConfig, type CrashConfig } from './crash/config';
import { loadEconomyConfig, type EconomyConfig } from './money/economyConfig';
import { loadPaymentConfig, type PaymentConfig } from './payment/paymentConfig';
import { DEFAULT_SITE_TIME_ZONE, isTimeZone } from './runtime/siteClock';
import { scriptOrigin } from './http/contentSecurity';
import { loadTradeUpConfig, type TradeUpConfig } from './tradeup/config';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

const emptyIsUnset = (v: unknown) => (v === '' ? undefined : v);
const scriptAddress = z.string().refine((address) => {
  try {
    return scriptOrigin(address) !== '';
  } catch {
    return false;
  }
}, 'an absolute http(s) URL');

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  // An empty value means unset, so a caller can switch an inherited DATABASE_URL off.
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  DATA_DIR: z.string().default(`${serverRoot}.data`),
  REDIS_URL: z.string().url().optional(),
  ASSET_BASE_URL: z.string().default('/assets/items'),
  SITE_DIST: z.string().default(fileURLToPath(new URL('../../site/dist', import.meta.url))),
  /** The built back office (apps/admin), served under /admin (admin/adminSite.ts). */
  ADMIN_DIST: z.string().default(fileURLToPath(new URL('../../admin/dist', import.meta.url))),
  /** How often each process looks for due jobs (runtime/jobs.ts). */
  JOB_POLL_MS: z.coerce.number().int().positive().default(1000),
  /** The zone of the site's days, hours and weeks (runtime/siteClock.ts). */
  SITE_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'unknown time zone')
    .default(DEFAULT_SITE_TIME_ZONE),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The reverse proxies in front (http/trustedProxies.ts); their X-Forwarded-Proto is believed. */
  TRUST_PROXY: z
    .string()
    .regex(/^[\s\w.:/,]*$/, 'comma-separated addresses or ranges')
    .optional(),
  /**
   * The site's third-party scripts (SPEC section 7), the same variables the site's build reads:
   * the server's Content-Security-Policy lets exactly their origins in (http/contentSecurity.ts).
   */
  VITE_ANALYTICS_SCRIPT: z.preprocess(emptyIsUnset, scriptAddress.optional()),
  VITE_CHAT_SCRIPT: z.preprocess(emptyIsUnset, scriptAddress.optional()),
});

export type ServerConfig = z.infer<typeof env> & {
  /** The economy's settings (money/economyConfig.ts), read from the same environment. */
  economy: EconomyConfig;
  /** The crash game's settings (crash/config.ts). */
  crash: CrashConfig;
  /** The payment provider (payment/paymentConfig.ts); a refused setting stops the start. */
  payment: PaymentConfig;
  /** Replacement, contract, refining and ammo boxes (tradeup/config.ts). */
  tradeup: TradeUpConfig;
  /** The box battles' settings (battles/config.ts). */
  battle: BattleConfig;
};

/** Configuration comes from the environment only; see the README's table. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return {
    ...parsed.data,
    economy: loadEconomyConfig(source),
    crash: loadCrashConfig(source),
    payment: loadPaymentConfig(source),
    tradeup: loadTradeUpConfig(source),
    battle: loadBattleConfig(source),
  };
}
