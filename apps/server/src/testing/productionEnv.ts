/**
 * The settings a production start needs besides the payment provider (config.ts
 * productionRefusals): TLS ended by a named proxy, and a metrics token of its own.
 */
export const SAFE_PRODUCTION_ENV = {
  TLS_TERMINATION: 'proxy',
  TRUST_PROXY: '127.0.0.1',
  METRICS_TOKEN: 'a-production-metrics-token-0123456789',
} as const;
