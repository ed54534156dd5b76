import {
  LOCALES,
  moneyToCents,
  type ActivityConfig,
  type FestivalConfig,
  type NewYearConfig,
} from '@skinbox/api';
import { writeAudit } from '../admin/audit';
import type { Operator } from '../admin/operator';
import { writeArticle } from '../content/articles';
import type { Db } from '../db/database';
import {
  FESTIVAL_MAX_SHARE,
  NEW_YEAR_MAX_SHARE,
  festivalShare,
  newYearShare,
} from '../economy/rules/promotions';
import { AppError } from '../http/errors';
import { syncActivityPacket } from '../redpackets/setup';
import { festivalGoods } from './actions';
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

const percent = (share: number) => `${(share * 100).toFixed(3)} %`;
const invalid = (detail: string) => new AppError(400, 'errors.promotionInvalid', { detail });

/** Refuses an activity whose prizes would pay more of the turnover than the economy allows. */
async function checkEconomy(tx: Db, setting: Exclude<ActivitySetting, { kind: 'off' }>) {
  const { config } = setting;
  if (Date.parse(config.endAt) <= Date.parse(config.startAt)) {
    throw invalid('the activity must end after it starts');
  }
  if (config.redPacket && moneyToCents(config.redPacket.amount) <= 0n) {
    throw invalid('the red packet amount must be above zero');
  }
  if (setting.kind === 'festival') {
    const { goods } = setting.config;
    if (goods.some((g) => moneyToCents(g.turnover) <= 0n))
      throw invalid('a turnover must be above zero');
    const items = await festivalGoods(
      tx,
      goods.map((g) => g.itemId),
    );
    const missing = goods.filter((g) => !items.has(g.itemId)).map((g) => g.itemId);
    if (missing.length > 0) throw invalid(`no catalogue item ${missing.join(', ')}`);
    if (new Set(goods.map((g) => g.key)).size !== goods.length) {
      throw invalid('two festival prizes share a key');
    }
    const share = festivalShare(
      goods.map((g) => ({
        turnoverCents: moneyToCents(g.turnover),
        valueCents: BigInt(items.get(g.itemId)?.priceCents ?? 0),
      })),
    );
    if (share > FESTIVAL_MAX_SHARE) {
      throw new AppError(400, 'errors.promotionShare', {
        share: percent(share),
        max: percent(FESTIVAL_MAX_SHARE),
      });
    }
    return `pays at most ${percent(share)} of turnover`;
  }
  const { prizes, entryTurnover } = setting.config;
  if (moneyToCents(entryTurnover) <= 0n || prizes.some((p) => moneyToCents(p.amount) < 0n)) {
    throw invalid('amounts must not be negative and the entry turnover above zero');
  }
  const share = newYearShare(
    prizes.map((p) => ({ amountCents: moneyToCents(p.amount), tickets: p.tickets })),
    moneyToCents(entryTurnover),
  );
  if (share > NEW_YEAR_MAX_SHARE) {
    throw new AppError(400, 'errors.promotionShare', {
      share: percent(share),
      max: percent(NEW_YEAR_MAX_SHARE),
    });
  }
  return `pays ${percent(share)} of the entry turnover in expectation`;
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
    summary.push(`${kind} ${setting.config.id}: ${await checkEconomy(tx, setting)}`);
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
