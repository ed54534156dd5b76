import { z } from 'zod';
import { OPS_OPERATOR } from '../../platform/operator';
import { setSite } from '../../content/operatorActions';
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
    const { siteUrl } = await db
      .transaction((tx) =>
        setSite(
          tx,
          {
            url: flags.url,
            platformId: flags.platform,
            channelCode: flags.channel,
            keyWord: flags.keyword,
            showName: flags['show-name'],
          },
          OPS_OPERATOR,
        ),
      )
      .catch((error: unknown) => {
        if ((error as { key?: string }).key === 'errors.siteAddress') {
          throw new Error(`not a site address: ${flags.url}`);
        }
        throw error;
      });
    return [`${siteUrl} → platform ${flags.platform}, channel ${flags.channel}`];
  },
});
