import { readFile } from 'node:fs/promises';
import { activityConfig, type FestivalConfig, type NewYearConfig } from '@skinbox/api';
import { z } from 'zod';
import { configureActivity, type ActivitySetting } from '../../activity/operatorActions';
import { OPS_OPERATOR } from '../../platform/operator';
import { defineVerb } from '../verb';
import { platformFlag } from './common';

export const activitySetVerb = defineVerb({
  name: 'activity-set',
  summary:
    'configure the festival (/activity) or new-year (/newyear) activity in the ActivityConfig article, or switch it off',
  usage: '--kind festival|newYear (--file <activity.json> | --off) [--platform <id>]',
  flags: z
    .object({
      kind: z.enum(['festival', 'newYear']),
      file: z.string().min(1).optional(),
      off: z.literal('true').optional(),
      platform: platformFlag,
    })
    .strict()
    .refine((f) => (f.file === undefined) !== (f.off === undefined), {
      message: 'give exactly one of --file and --off',
    }),
  async run({ db }, flags) {
    let setting: ActivitySetting;
    if (flags.off) {
      setting = { kind: 'off', activity: flags.kind };
    } else {
      const typed = {
        enabled: true,
        ...(JSON.parse(await readFile(flags.file ?? '', 'utf8')) as object),
      };
      const parsed = activityConfig.shape[flags.kind].parse(typed);
      if (!parsed?.enabled) throw new Error('the file configures no activity');
      setting =
        flags.kind === 'festival'
          ? { kind: 'festival', config: parsed as FestivalConfig }
          : { kind: 'newYear', config: parsed as NewYearConfig };
    }
    const { summary } = await db.transaction((tx) =>
      configureActivity(tx, { platformId: flags.platform, setting }, OPS_OPERATOR),
    );
    return summary;
  },
});
