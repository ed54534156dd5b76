import { z } from 'zod';
import { loadBattleConfig, type BattleConfig } from './battles/config';
import { loadCrashConfig, type CrashConfig } from './crash/config';
import { loadEconomyConfig, type EconomyConfig } from './economy/config';
import { loadPaymentConfig, type PaymentConfig } from './payment/paymentConfig';
import { serverRoot } from './serverRoot';
import { DEFAULT_SITE_TIME_ZONE, isTimeZone } from './runtime/siteClock';
import { scriptOrigin } from './http/contentSecurity';
import { loadTradeUpConfig, type TradeUpConfig } from './tradeup/config';

const emptyIsUnset = (v: unknown) => (v === '' ? undefined : v);

/** The metrics token of a development machine; a production start refuses it. */
export const DEVELOPMENT_METRICS_TOKEN = 'development-metrics-token';
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
  SITE_DIST: z.string().default(`${serverRoot}../site/dist`),
  /** The built back office (apps/admin), served under /admin when it exists (http/builtApp.ts). */
  ADMIN_DIST: z.string().default(`${serverRoot}../admin/dist`),
  /** How often each process looks for due jobs (runtime/jobs.ts). */
  JOB_POLL_MS: z.coerce.number().int().positive().default(1000),
  /**
   * Due jobs one process runs at once (runtime/jobs.ts runDueJobs). On PostgreSQL more than one
   * keeps a burst (200 battles' rounds due in one second) near its times; PGlite has one
   * connection, where lanes only queue behind each other.
   */
  JOB_LANES: z.coerce.number().int().min(1).max(16).default(1),
  /**
   * The bearer token `/metrics` asks for on the public port (metrics/endpoint.ts). The default
   * serves development only: production refuses it.
   */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,256}$/, '16 to 256 printable characters without spaces')
    .default(DEVELOPMENT_METRICS_TOKEN),
  /** A port of its own for `/metrics` (no token there): then the public port has none. */
  METRICS_PORT: z.preprocess(emptyIsUnset, z.coerce.number().int().min(1).max(65535).optional()),
  /** The address the metrics port binds. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** How long a draining process may take before it exits anyway (health/drain.ts). */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
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
  /** `production` turns the unsafe defaults into refusals (productionRefusals). */
  NODE_ENV: z.preprocess(emptyIsUnset, z.enum(['development', 'production', 'test']).optional()),
  /**
   * Where HTTPS ends: `proxy`, a reverse proxy in front that forwards X-Forwarded-Proto (named in
   * TRUST_PROXY), or `none`, plain HTTP (development). The server speaks HTTP only.
   */
  TLS_TERMINATION: z.enum(['proxy', 'none']).default('none'),
  /**
   * A file each slider puzzle's answer is appended to, for automated journeys on a development
   * machine (captcha/answerLog.ts); production refuses it.
   */
  SLIDER_ANSWER_FILE: z.preprocess(emptyIsUnset, z.string().optional()),
});

/** The form each variable must take, named when a value is refused. */
const FORMS = {
  PORT: 'a port number from 0 to 65535',
  HOST: 'an address to bind, e.g. 127.0.0.1 or 0.0.0.0',
  DATABASE_URL: 'a PostgreSQL URL, e.g. postgres://user:password@host:5432/name',
  DATA_DIR: 'a folder path',
  REDIS_URL: 'a Redis URL, e.g. redis://127.0.0.1:6379',
  ASSET_BASE_URL: 'a URL or a path',
  SITE_DIST: 'a folder path',
  ADMIN_DIST: 'a folder path',
  JOB_POLL_MS: 'a whole number of milliseconds above 0',
  JOB_LANES: 'a whole number from 1 to 16',
  METRICS_TOKEN: '16 to 256 printable characters without spaces',
  METRICS_PORT: 'a port number from 1 to 65535',
  METRICS_HOST: 'an address to bind',
  SHUTDOWN_GRACE_SECONDS: 'a whole number of seconds from 1 to 3600',
  SITE_TIME_ZONE: 'an IANA time zone, e.g. Asia/Shanghai',
  LOG_LEVEL: 'one of fatal, error, warn, info, debug, trace, silent',
  TRUST_PROXY: 'comma-separated addresses or CIDR ranges, e.g. 127.0.0.1,10.0.0.0/8',
  VITE_ANALYTICS_SCRIPT: 'an absolute http(s) URL',
  VITE_CHAT_SCRIPT: 'an absolute http(s) URL',
  NODE_ENV: 'development, production or test',
  TLS_TERMINATION: 'proxy or none',
  SLIDER_ANSWER_FILE: 'a file path',
} satisfies Record<keyof typeof env.shape, string>;

/** A configuration that cannot start: every line names a variable and what it must be. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
}

/**
 * What production refuses to start with: settings that are safe on a developer's machine only.
 * (The payment provider's sandbox is refused by payment/paymentConfig.ts.)
 */
export function productionRefusals(config: z.infer<typeof env>): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const refusals: string[] = [];
  if (config.METRICS_PORT === undefined && config.METRICS_TOKEN === DEVELOPMENT_METRICS_TOKEN) {
    refusals.push(
      'METRICS_TOKEN is the development default, which anyone can read in the sources: set ' +
        `${FORMS.METRICS_TOKEN}, or serve the metrics on a private METRICS_PORT`,
    );
  }
  if (config.TLS_TERMINATION === 'none') {
    refusals.push(
      'TLS_TERMINATION is none (plain HTTP): run behind a reverse proxy that ends HTTPS and set ' +
        'TLS_TERMINATION=proxy with the proxy in TRUST_PROXY',
    );
  }
  if (config.SLIDER_ANSWER_FILE) {
    refusals.push(
      'SLIDER_ANSWER_FILE is set: it writes every slider answer down for automated journeys, ' +
        'which would let anyone who reads it past the slider; unset it',
    );
  }
  if (config.TLS_TERMINATION === 'proxy' && !config.TRUST_PROXY?.trim()) {
    refusals.push(
      'TRUST_PROXY is empty behind a proxy (TLS_TERMINATION=proxy): name the proxy, as ' +
        `${FORMS.TRUST_PROXY}, or its forwarded address and protocol are not believed`,
    );
  }
  return refusals;
}

export type ServerConfig = z.infer<typeof env> & {
  /** The economy's settings (economy/config.ts), read from the same environment. */
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
  const problems: string[] = [];
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const names = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    for (const name of names) {
      const form = FORMS[name as keyof typeof FORMS] ?? 'valid';
      problems.push(`${name} must be ${form}; it is ${JSON.stringify(source[name])}`);
    }
  } else {
    problems.push(...productionRefusals(parsed.data));
  }
  // Each area's loader names its own variables; every refusal is told at once.
  const area = <T>(load: (source: NodeJS.ProcessEnv) => T): T | null => {
    try {
      return load(source);
    } catch (error) {
      problems.push((error as Error).message);
      return null;
    }
  };
  const economy = area(loadEconomyConfig);
  const crash = area(loadCrashConfig);
  const payment = area(loadPaymentConfig);
  const tradeup = area(loadTradeUpConfig);
  const battle = area(loadBattleConfig);
  if (!parsed.success || !economy || !crash || !payment || !tradeup || !battle) {
    throw new ConfigError(problems);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return { ...parsed.data, economy, crash, payment, tradeup, battle };
}

/** loadConfig for a process's entry: a refused configuration prints its lines and exits. */
export function loadConfigOrExit(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  try {
    return loadConfig(source);
  } catch (error) {
    // The other settings' loaders (economy, crash, payments…) name their variable too.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
