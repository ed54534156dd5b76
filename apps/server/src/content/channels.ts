import { CHANNEL_HEADER } from '@skinbox/api';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { sites } from '../db/schema';

/** SPEC section 7: a site the server does not know uses the default platform and channel. */
export const DEFAULT_CHANNEL = { platformId: 1, channelCode: 'official', keyWord: '' } as const;

/** The host name of a site address ("https://A.example.com/m/home" → "a.example.com"). */
export function siteHost(siteUrl: string): string | null {
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(siteUrl) ? siteUrl : `https://${siteUrl}`;
  try {
    return new URL(candidate).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

function present(row: typeof sites.$inferSelect) {
  return {
    platformId: row.platformId,
    channelCode: row.channelCode,
    keyWord: row.keyWord,
    ...(row.showName ? { showName: row.showName } : {}),
  };
}

export async function channelOfSite(db: Db, siteUrl: string) {
  const host = siteHost(siteUrl);
  const [row] = host ? await db.select().from(sites).where(eq(sites.siteUrl, host)).limit(1) : [];
  return row ? present(row) : { ...DEFAULT_CHANNEL };
}

export async function channelByCode(db: Db, channelCode: string) {
  const [row] = await db.select().from(sites).where(eq(sites.channelCode, channelCode)).limit(1);
  return row ? present(row) : null;
}

/** The platform of a (ch) call: from its channel header, else the default platform. */
export async function platformOfRequest(db: Db, request: FastifyRequest) {
  const header = request.headers[CHANNEL_HEADER];
  const code = typeof header === 'string' ? header : '';
  const channel = code ? await channelByCode(db, code) : null;
  return {
    platformId: channel?.platformId ?? DEFAULT_CHANNEL.platformId,
    channelCode: code,
    /** Whether the channel code names a known channel. */
    known: channel !== null,
  };
}
