/**
 * X-Forwarded-For is believed only from a proxy on this machine; otherwise anyone could pick the
 * address that the per-address limits (sign-in, sign-up, SMS codes) count against.
 */
export const TRUSTED_PROXIES = ['127.0.0.1', '::1'];
