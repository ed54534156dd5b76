import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { configItem } from '../../db/schema';
import { checkConfigItem } from '../../economy/limits';
import { defineVerb } from '../verb';
import { platformFlag } from './common';

export const configVerb = defineVerb({
  name: 'config',
  summary:
    'set a config item of a platform (served by getConfigList; e.g. registerPacketAmount 2.00)',
  usage: '--key <itemKey> --value <itemValue> [--platform <id>]',
  flags: z
    .object({
      key: z.string().regex(/^[A-Za-z][A-Za-z0-9_.]{0,63}$/),
      value: z.string(),
      platform: platformFlag,
    })
    .strict(),
  async run({ db }, { key, value, platform }) {
    checkConfigItem(key, value);
    await db
      .insert(configItem)
      .values({ platformId: platform, itemKey: key, itemValue: value })
      .onConflictDoUpdate({
        target: [configItem.platformId, configItem.itemKey],
        set: { itemValue: sql`excluded.item_value` },
      });
    return [`platform ${platform}: ${key} = ${value}`];
  },
});
