import { readFile } from 'node:fs/promises';
import { activityConfig, LOCALES, moneyToCents, type ActivityConfig } from '@skinbox/api';
import { z } from 'zod';
import { readActivityConfig } from '../../activity/queries';
import { writeArticle } from '../../content/articles';
import { checkActivity } from '../../economy/limits';
import { syncActivityPacket } from '../../redpackets/setup';
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
    const current = await readActivityConfig(db, flags.platform);
    const previous = current[flags.kind];
    const lines: string[] = [];
    let next: ActivityConfig;
    if (flags.off) {
      next = { ...current, [flags.kind]: { enabled: false } };
      lines.push(`${flags.kind} switched off on platform ${flags.platform}`);
    } else {
      const typed = {
        enabled: true,
        ...(JSON.parse(await readFile(flags.file ?? '', 'utf8')) as object),
      };
      const parsed = activityConfig.shape[flags.kind].parse(typed);
      if (!parsed?.enabled) throw new Error('the file configures no activity');
      const other = current[flags.kind === 'festival' ? 'newYear' : 'festival'];
      if (other?.enabled && other.id === parsed.id) {
        throw new Error(`activity id ${parsed.id} is taken by the other activity`);
      }
      lines.push(`${flags.kind} ${parsed.id}: ${await checkActivity(db, flags.kind, parsed)}`);
      next = { ...current, [flags.kind]: parsed };
    }
    const configured = next[flags.kind];
    if (previous?.enabled && (!configured?.enabled || configured.id !== previous.id)) {
      await syncActivityPacket(db, previous.id, null);
    }
    if (configured?.enabled) {
      await syncActivityPacket(
        db,
        configured.id,
        configured.redPacket
          ? {
              amountCents: moneyToCents(configured.redPacket.amount),
              period: configured.redPacket.period,
            }
          : null,
      );
      if (configured.redPacket) {
        lines.push(
          `activity red packet: ${configured.redPacket.amount} per ${configured.redPacket.period}`,
        );
      }
    }
    const content = JSON.stringify(next);
    for (const locale of LOCALES) {
      await writeArticle(db, {
        platformId: flags.platform,
        type: 'ActivityConfig',
        locale,
        content,
      });
    }
    lines.push(
      `ActivityConfig of platform ${flags.platform} written in ${LOCALES.length} languages`,
    );
    return lines;
  },
});
