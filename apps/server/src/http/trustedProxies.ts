/**
 * Without TRUST_PROXY, X-Forwarded-For is believed only from a proxy on this machine; otherwise
 * anyone could pick the address that the per-address limits (sign-in, sign-up, SMS codes) count
 * against.
 */
export const TRUSTED_PROXIES = ['127.0.0.1', '::1'];

/**
 * The proxies whose X-Forwarded-* headers are believed: TRUST_PROXY's comma-separated addresses
 * or ranges (the reverse proxy in front of the site), else this machine's.
 */
export function trustedProxies(trustProxy: string | undefined): string[] {
  const listed = (trustProxy ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return listed.length > 0 ? listed : TRUSTED_PROXIES;
}
