import { MODULE_ON, type ModuleName } from '@skinbox/api';
import { and, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../platform/audit';
import type { Operator } from '../platform/operator';
import { OFFICIAL_SCHEDULE_KEY } from '../battles/rules/officialSchedule';
import type { Db } from '../db/database';
import { articles, banners, configItem, moduleSwitches, sites } from '../db/schema';
import { checkConfigItem } from '../economy/limits';
import { AppError } from '../http/errors';
import { sameArticle, writeArticle, type ArticleWrite } from './articles';
import { siteHost } from './channels';

/**
 * The site's content and settings as operators change them: banners, articles, module switches,
 * config items and the site lookup, each written to the audit log.
 */

type BannerFields = Omit<typeof banners.$inferInsert, 'id'>;

export async function saveBanner(
  tx: Db,
  input: { id?: number; banner: BannerFields; reason?: string },
  operator: Operator,
) {
  let before: unknown = null;
  let bannerId: number;
  if (input.id === undefined) {
    const [created] = await tx.insert(banners).values(input.banner).returning({ id: banners.id });
    if (!created) throw new Error('the banner insert returned nothing');
    bannerId = created.id;
  } else {
    const [found] = await tx.select().from(banners).where(eq(banners.id, input.id)).for('update');
    if (!found) throw new AppError(404, 'errors.notFound');
    before = found;
    bannerId = found.id;
    await tx.update(banners).set(input.banner).where(eq(banners.id, found.id));
  }
  const auditId = await writeAudit(tx, operator, {
    action: 'content.saveBanner',
    target: `banner:${bannerId}`,
    before,
    after: input.banner,
    reason: input.reason,
  });
  return { auditId, bannerId };
}

export async function removeBanner(
  tx: Db,
  input: { id: number; reason?: string },
  operator: Operator,
) {
  const [removed] = await tx.delete(banners).where(eq(banners.id, input.id)).returning();
  if (!removed) throw new AppError(404, 'errors.notFound');
  const auditId = await writeAudit(tx, operator, {
    action: 'content.removeBanner',
    target: `banner:${input.id}`,
    before: removed,
    reason: input.reason,
  });
  return { auditId };
}

/**
 * Writes an article (a help page's HTML is sanitised to the tags the site renders, a JSON
 * article must parse: content/articles.ts). Answers how many characters the sanitiser removed.
 */
export async function saveArticle(
  tx: Db,
  input: ArticleWrite & { reason?: string },
  operator: Operator,
) {
  const [before] = await tx
    .select({ content: articles.content, title: articles.title })
    .from(articles)
    .where(sameArticle(input));
  let written: Awaited<ReturnType<typeof writeArticle>>;
  try {
    written = await writeArticle(tx, input);
  } catch (error) {
    throw new AppError(400, 'errors.promotionInvalid', { detail: (error as Error).message });
  }
  const auditId = await writeAudit(tx, operator, {
    action: 'content.saveArticle',
    target: `article:${input.platformId}:${input.type}:${input.locale}`,
    before: before ?? null,
    after: { title: input.title, content: written.content },
    reason: input.reason,
  });
  return {
    auditId,
    articleId: written.id,
    created: written.created,
    content: written.content,
    removed: Math.max(0, input.content.length - written.content.length),
  };
}

export async function setModules(
  tx: Db,
  input: { platformId: number; modules: Array<{ name: ModuleName; on: boolean }>; reason?: string },
  operator: Operator,
) {
  const before = await tx
    .select({ name: moduleSwitches.name, status: moduleSwitches.status })
    .from(moduleSwitches)
    .where(eq(moduleSwitches.platformId, input.platformId));
  await tx
    .insert(moduleSwitches)
    .values(
      input.modules.map((m) => ({
        platformId: input.platformId,
        name: m.name,
        status: m.on ? MODULE_ON : 0,
      })),
    )
    .onConflictDoUpdate({
      target: [moduleSwitches.platformId, moduleSwitches.name],
      set: { status: sql`excluded.status` },
    });
  const changed = new Set(input.modules.map((m) => m.name));
  const auditId = await writeAudit(tx, operator, {
    action: 'content.setModules',
    target: `platform:${input.platformId}`,
    before: Object.fromEntries(
      before
        .filter((m) => changed.has(m.name as ModuleName))
        .map((m) => [m.name, m.status === MODULE_ON]),
    ),
    after: Object.fromEntries(input.modules.map((m) => [m.name, m.on])),
    reason: input.reason,
  });
  return { auditId };
}

/** Settings that have a page of their own, which checks them (the official battle schedule). */
const OWNED_SETTINGS: readonly string[] = [OFFICIAL_SCHEDULE_KEY];

export async function setConfigItem(
  tx: Db,
  input: { platformId: number; itemKey: string; itemValue: string; reason?: string },
  operator: Operator,
) {
  if (OWNED_SETTINGS.includes(input.itemKey)) throw new AppError(400, 'errors.configKeyReserved');
  checkConfigItem(input.itemKey, input.itemValue);
  const [before] = await tx
    .select({ value: configItem.itemValue })
    .from(configItem)
    .where(and(eq(configItem.platformId, input.platformId), eq(configItem.itemKey, input.itemKey)));
  await tx
    .insert(configItem)
    .values({ platformId: input.platformId, itemKey: input.itemKey, itemValue: input.itemValue })
    .onConflictDoUpdate({
      target: [configItem.platformId, configItem.itemKey],
      set: { itemValue: sql`excluded.item_value` },
    });
  const auditId = await writeAudit(tx, operator, {
    action: 'content.setConfig',
    target: `config:${input.platformId}:${input.itemKey}`,
    before: before?.value ?? null,
    after: input.itemValue,
    reason: input.reason,
  });
  return { auditId };
}

/** Maps a site address (its host) to a platform and channel: the start-up site lookup. */
export async function setSite(
  tx: Db,
  input: {
    url: string;
    platformId: number;
    channelCode: string;
    keyWord: string;
    showName?: string;
    reason?: string;
  },
  operator: Operator,
) {
  const host = siteHost(input.url);
  if (!host) throw new AppError(400, 'errors.siteAddress');
  const [before] = await tx.select().from(sites).where(eq(sites.siteUrl, host));
  const values = {
    siteUrl: host,
    platformId: input.platformId,
    channelCode: input.channelCode,
    keyWord: input.keyWord,
    showName: input.showName ?? null,
  };
  await tx
    .insert(sites)
    .values(values)
    .onConflictDoUpdate({
      target: sites.siteUrl,
      set: {
        platformId: sql`excluded.platform_id`,
        channelCode: sql`excluded.channel_code`,
        keyWord: sql`excluded.key_word`,
        showName: sql`excluded.show_name`,
      },
    });
  const auditId = await writeAudit(tx, operator, {
    action: 'content.setSite',
    target: `site:${host}`,
    before: before ?? null,
    after: values,
    reason: input.reason,
  });
  return { auditId, siteUrl: host };
}
