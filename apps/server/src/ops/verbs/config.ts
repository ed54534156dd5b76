import { z } from 'zod';
import { OPS_OPERATOR } from '../../platform/operator';
import { setConfigItem } from '../../content/operatorActions';
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
    await db.transaction((tx) =>
      setConfigItem(tx, { platformId: platform, itemKey: key, itemValue: value }, OPS_OPERATOR),
    );
    return [`platform ${platform}: ${key} = ${value}`];
  },
});
