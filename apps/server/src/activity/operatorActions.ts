import {
  LOCALES,
  moneyToCents,
  type ActivityConfig,
  type FestivalConfig,
  type NewYearConfig,
} from '@skinbox/api';
import { writeAudit } from '../platform/audit';
import type { Operator } from '../platform/operator';
import { writeArticle } from '../content/articles';
import type { Db } from '../db/database';
import { checkActivity } from '../economy/limits';
import { AppError } from '../http/errors';
import { festivalGoods } from './actions';
import { syncActivityPacket } from './activityPacket';
import { readActivityConfig } from './queries';

/**
 * The festival and new-year activities' operator rule (GAMES.md section 6): a configuration the
 * economy allows is written to the ActivityConfig article in every language, with its activity
 * red packet; switching one off closes its packet.
 */

export type ActivitySetting =
  | { kind: 'festival'; config: FestivalConfig }
  | { kind: 'newYear'; config: NewYearConfig }
  | { kind: 'off'; activity: 'festival' | 'newYear' };

const invalid = (detail: string) => new AppError(400, 'errors.promotionInvalid', { detail });

/** Amounts an activity may not hold (contract money may be negative); the rest is the economy's. */
function refuseNegative(setting: Exclude<ActivitySetting, { kind: 'off' }>) {
  const amounts =
    setting.kind === 'festival'
      ? setting.config.goods.map((g) => g.turnover)
      : [setting.config.entryTurnover, ...setting.config.prizes.map((p) => p.amount)];
  if (setting.config.redPacket) amounts.push(setting.config.redPacket.amount);
  if (amounts.some((amount) => moneyToCents(amount) < 0n)) throw invalid('an amount is below zero');
}

export async function configureActivity(
  tx: Db,
  input: { platformId: number; setting: ActivitySetting; reason?: string },
  operator: Operator,
) {
  const { platformId, setting } = input;
  const current = await readActivityConfig(tx, platformId);
  const kind = setting.kind === 'off' ? setting.activity : setting.kind;
  const previous = current[kind];
  const summary: string[] = [];
  let next: ActivityConfig;
  if (setting.kind === 'off') {
    next = { ...current, [kind]: { enabled: false } };
    summary.push(`${kind} switched off on platform ${platformId}`);
  } else {
    const other = current[kind === 'festival' ? 'newYear' : 'festival'];
    if (other?.enabled && other.id === setting.config.id) {
      throw invalid(`activity id ${setting.config.id} is taken by the other activity`);
    }
    refuseNegative(setting);
    const pays = await checkActivity(setting.kind, setting.config, (itemIds) =>
      festivalGoods(tx, itemIds),
    );
    summary.push(`${kind} ${setting.config.id}: ${pays}`);
    next = { ...current, [kind]: setting.config };
  }
  const configured = next[kind];
  if (previous?.enabled && (!configured?.enabled || configured.id !== previous.id)) {
    await syncActivityPacket(tx, previous.id, null);
  }
  if (configured?.enabled) {
    const packet = configured.redPacket;
    await syncActivityPacket(
      tx,
      configured.id,
      packet ? { amountCents: moneyToCents(packet.amount), period: packet.period } : null,
    );
    if (packet) summary.push(`activity red packet: ${packet.amount} per ${packet.period}`);
  }
  const content = JSON.stringify(next);
  for (const locale of LOCALES) {
    await writeArticle(tx, { platformId, type: 'ActivityConfig', locale, content });
  }
  summary.push(`ActivityConfig of platform ${platformId} written in ${LOCALES.length} languages`);
  const auditId = await writeAudit(tx, operator, {
    action: 'promotions.setActivity',
    target: `activity:${platformId}:${kind}`,
    before: previous ?? null,
    after: configured ?? null,
    reason: input.reason,
  });
  return { auditId, summary };
}
