import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { siteHost } from '../../content/channels';
import { sites } from '../../db/schema';
import { defineVerb } from '../verb';
import { platformFlag } from './common';

export const siteVerb = defineVerb({
  name: 'site',
  summary: 'map a site address to a platform and channel (the start-up site lookup)',
  usage:
    '--url <host or address> --channel <code> [--platform <id>] [--keyword <analytics key>] [--show-name <label>]',
  flags: z
    .object({
      url: z.string().min(1),
      channel: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
      platform: platformFlag,
      keyword: z.string().default(''),
      'show-name': z.string().optional(),
    })
    .strict(),
  async run({ db }, flags) {
    const host = siteHost(flags.url);
    if (!host) throw new Error(`not a site address: ${flags.url}`);
    const values = {
      siteUrl: host,
      platformId: flags.platform,
      channelCode: flags.channel,
      keyWord: flags.keyword,
      showName: flags['show-name'] ?? null,
    };
    await db
      .insert(sites)
      .values(values)
      .onConflictDoUpdate({
        target: sites.siteUrl,
        set: {
          platformId: sql`excluded.platform_id`,
          channelCode: sql`excluded.channel_code`,
          keyWord: sql`excluded.key_word`,
          showName: sql`excluded.show_name`,
        },
      });
    return [`${host} → platform ${flags.platform}, channel ${flags.channel}`];
  },
});
