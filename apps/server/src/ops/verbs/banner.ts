import { z } from 'zod';
import { OPS_OPERATOR } from '../../platform/operator';
import { removeBanner, saveBanner } from '../../content/operatorActions';
import { defineVerb } from '../verb';
import { idFlag, platformFlag } from './common';

export const bannerAddVerb = defineVerb({
  name: 'banner-add',
  summary:
    'add a banner for a platform, optionally for one channel and one client (1 pc, 2 h5, 3 android, 4 ios)',
  usage:
    '--image <url> [--link <path or url>] [--title <text>] [--platform <id>] [--channel <code>] [--client <1-4>] [--sort <n>]',
  flags: z
    .object({
      image: z.string().min(1),
      link: z.string().default(''),
      title: z.string().default(''),
      platform: platformFlag,
      channel: z.string().default(''),
      client: z.coerce.number().int().min(1).max(4).optional(),
      sort: z.coerce.number().int().default(0),
    })
    .strict(),
  async run({ db }, flags) {
    const { bannerId } = await db.transaction((tx) =>
      saveBanner(
        tx,
        {
          banner: {
            platformId: flags.platform,
            channelCode: flags.channel,
            clientPlatform: flags.client ?? 0,
            image: flags.image,
            link: flags.link,
            title: flags.title,
            sort: flags.sort,
          },
        },
        OPS_OPERATOR,
      ),
    );
    return [`added banner ${bannerId} on platform ${flags.platform}: ${flags.image}`];
  },
});

export const bannerRemoveVerb = defineVerb({
  name: 'banner-remove',
  summary: 'remove a banner',
  usage: '--id <banner id>',
  flags: z.object({ id: idFlag }).strict(),
  async run({ db }, { id }) {
    await db.transaction((tx) => removeBanner(tx, { id }, OPS_OPERATOR));
    return [`removed banner ${id}`];
  },
});
