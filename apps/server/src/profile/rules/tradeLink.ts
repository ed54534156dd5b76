/**
 * A Steam trade-offer link: https://steamcommunity.com/tradeoffer/new/?partner=<account id>&token=<8
 * characters>. The account id is the 32-bit Steam account number; the token is what Steam issues
 * with the link.
 */
export function parseTradeLink(link: string): { partner: string; token: string } | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname !== 'steamcommunity.com') return null;
  if (url.pathname.replace(/\/$/, '') !== '/tradeoffer/new') return null;
  const partner = url.searchParams.get('partner') ?? '';
  const token = url.searchParams.get('token') ?? '';
  if (!/^\d{1,10}$/.test(partner) || Number(partner) === 0 || Number(partner) > 0xffffffff) {
    return null;
  }
  if (!/^[A-Za-z0-9_-]{8}$/.test(token)) return null;
  return { partner, token };
}

export function isValidTradeLink(link: string): boolean {
  return parseTradeLink(link) !== null;
}
