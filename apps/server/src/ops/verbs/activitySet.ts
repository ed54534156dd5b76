import { readFile } from 'node:fs/promises';
import {
  activityConfig,
  LOCALES,
  moneyToCents,
  type ActivityConfig,
  type FestivalConfig,
  type NewYearConfig,
} from '@skinbox/api';
import { z } from 'zod';
import { festivalGoods } from '../../activity/actions';
import { readActivityConfig } from '../../activity/queries';
import { writeArticle } from '../../content/articles';
import {
  FESTIVAL_MAX_SHARE,
  NEW_YEAR_MAX_SHARE,
  festivalShare,
  newYearShare,
} from '../../economy/rules/promotions';
import type { Db } from '../../db/database';
import { syncActivityPacket } from '../../redpackets/setup';
import { defineVerb } from '../verb';
import { platformFlag } from './common';

const percent = (share: number) => `${(share * 100).toFixed(3)} %`;

/** Refuses an activity whose prizes would pay more of the turnover than the economy allows. */
async function checkEconomy(
  db: Db,
  kind: 'festival' | 'newYear',
  activity: FestivalConfig | NewYearConfig,
) {
  if (Date.parse(activity.endAt) <= Date.parse(activity.startAt)) {
    throw new Error('the activity must end after it starts');
  }
  if (kind === 'festival') {
    const { goods } = activity as FestivalConfig;
    const items = await festivalGoods(
      db,
      goods.map((g) => g.itemId),
    );
    const missing = goods.filter((g) => !items.has(g.itemId)).map((g) => g.itemId);
    if (missing.length > 0) throw new Error(`no catalogue item ${missing.join(', ')}`);
    if (new Set(goods.map((g) => g.key)).size !== goods.length) {
      throw new Error('two festival prizes share a key');
    }
    const share = festivalShare(
      goods.map((g) => ({
        turnoverCents: moneyToCents(g.turnover),
        valueCents: BigInt(items.get(g.itemId)?.priceCents ?? 0),
      })),
    );
    if (share > FESTIVAL_MAX_SHARE) {
      throw new Error(
        `the festival's goods pay ${percent(share)} of the turnover that earns them; at most ${percent(FESTIVAL_MAX_SHARE)}`,
      );
    }
    return `pays at most ${percent(share)} of turnover`;
  }
  const { prizes, entryTurnover } = activity as NewYearConfig;
  const share = newYearShare(
    prizes.map((p) => ({ amountCents: moneyToCents(p.amount), tickets: p.tickets })),
    moneyToCents(entryTurnover),
  );
  if (share > NEW_YEAR_MAX_SHARE) {
    throw new Error(
      `a new-year envelope pays ${percent(share)} of its entry turnover in expectation; at most ${percent(NEW_YEAR_MAX_SHARE)}`,
    );
  }
  return `pays ${percent(share)} of the entry turnover in expectation`;
}

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
      lines.push(`${flags.kind} ${parsed.id}: ${await checkEconomy(db, flags.kind, parsed)}`);
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
