import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { itemPriceCents } from '../catalogue/goods';
import { catalogueItems } from '../db/schema';
import type { TestServer } from './testServer';
import { runOps } from '../ops/run';

const text = (zh: string, en: string) => ({ zh, en, vi: en, ko: en, tw: zh });

/** The cheapest catalogue items, for festival prizes the economy accepts. */
export async function cheapestItems(server: TestServer, count: number) {
  return server.database.db
    .select({ id: catalogueItems.id, priceCents: itemPriceCents })
    .from(catalogueItems)
    .orderBy(asc(itemPriceCents), asc(catalogueItems.id))
    .limit(count);
}

/**
 * Configures the festival or new-year activity as an operator does: its JSON written to the data
 * folder as `name`.json, then `pnpm ops activity-set --file`. Answers what the verb printed.
 */
export function setActivity(
  server: TestServer,
  kind: 'festival' | 'newYear',
  name: string,
  activity: object,
) {
  const path = join(server.dataDir, `${name}.json`);
  writeFileSync(path, JSON.stringify(activity));
  return runOps(['activity-set', '--kind', kind, '--file', path], server.database);
}

/** A window from an hour ago to a week ahead. */
export function liveWindow(now = Date.now()) {
  return {
    startAt: new Date(now - 3_600_000).toISOString(),
    endAt: new Date(now + 7 * 86_400_000).toISOString(),
  };
}

export const newYearTexts = {
  title: text('新春活动', 'New year'),
  intro: text('每天开箱满额即可拆红包', 'Open a new-year envelope each day'),
};

export const festivalTexts = {
  title: text('开箱狂欢节', 'Box festival'),
  intro: text('活动期间流水达标领取饰品', 'Reach the turnover to take the goods'),
};

export const prizeName = (zh: string, en: string) => text(zh, en);
