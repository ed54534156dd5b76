/**
 * The site's Content-Security-Policy. Everything comes from the site itself, except the two
 * third-party scripts a deployment may name (SPEC section 7: the web-analytics script and the
 * customer-chat widget, the site's VITE_ANALYTICS_SCRIPT and VITE_CHAT_SCRIPT, which the server
 * reads from the same environment): each one's origin, and no other, may serve scripts, answer
 * the page's requests and fill its frames (a chat widget draws its window in a frame).
 */
export function contentSecurityDirectives(scripts: {
  VITE_ANALYTICS_SCRIPT?: string | undefined;
  VITE_CHAT_SCRIPT?: string | undefined;
}) {
  const origins = [scripts.VITE_ANALYTICS_SCRIPT, scripts.VITE_CHAT_SCRIPT]
    .map((address) => (address ? scriptOrigin(address) : null))
    .filter((origin): origin is string => origin !== null);
  const third = [...new Set(origins)];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...third],
    // Emotion injects style elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc: ["'self'", 'ws:', 'wss:', ...third],
    mediaSrc: ["'self'", 'data:'],
    frameSrc: ["'self'", ...third],
  };
}

/**
 * The origin of a script address (https://chat.example.com:8443), its {keyWord} placeholder
 * aside; throws on anything but an absolute http(s) address, so a typo stops the start instead of
 * opening the policy.
 */
export function scriptOrigin(address: string): string {
  let url: URL;
  try {
    url = new URL(address.replace('{keyWord}', 'k'));
  } catch {
    throw new Error(`a script address must be an absolute http(s) URL, not ${address}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`a script address must be an absolute http(s) URL, not ${address}`);
  }
  return url.origin;
}
