import { asc, eq, sql } from 'drizzle-orm';
import { storedArticleContent } from '../../content/articles';
import {
  removeBanner,
  saveArticle,
  saveBanner,
  setConfigItem,
  setModules,
  setSite,
} from '../../content/operatorActions';
import { MODULE_NAMES, MODULE_ON } from '@skinbox/api';
import { articles, banners, configItem, moduleSwitches, sites } from '../../db/schema';
import type { ModuleDeps } from '../../platform/deps';
import { readPage, rowCount } from '../../platform/paging';
import { adminRoute } from '../adminRoute';

export function registerContentRoutes(deps: ModuleDeps) {
  const { db } = deps;
  adminRoute(deps, 'content.banners', async (input) => {
    const rows = await db
      .select()
      .from(banners)
      .where(input.platformId === undefined ? undefined : eq(banners.platformId, input.platformId))
      .orderBy(asc(banners.platformId), asc(banners.sort), asc(banners.id));
    return rows;
  });
  adminRoute(deps, 'content.saveBanner', (input, { operator }) =>
    db.transaction((tx) =>
      saveBanner(
        tx,
        {
          id: input.id,
          banner: {
            platformId: input.platformId,
            channelCode: input.channelCode,
            clientPlatform: input.clientPlatform ?? 0,
            image: input.image,
            link: input.link,
            title: input.title,
            sort: input.sort,
          },
          reason: input.reason,
        },
        operator,
      ),
    ),
  );
  adminRoute(deps, 'content.removeBanner', (input, { operator }) =>
    db.transaction((tx) => removeBanner(tx, input, operator)),
  );

  adminRoute(deps, 'content.articles', async (input) => {
    const rows = await db
      .select()
      .from(articles)
      .where(
        input.type === undefined
          ? eq(articles.platformId, input.platformId)
          : sql`${articles.platformId} = ${input.platformId} AND ${articles.type} = ${input.type}`,
      )
      .orderBy(asc(articles.type), asc(articles.locale));
    return rows.map((row) => ({
      id: row.id,
      platformId: row.platformId,
      type: row.type as never,
      locale: row.locale as never,
      title: row.title,
      content: row.content,
      sort: row.sort,
    }));
  });
  adminRoute(deps, 'content.previewArticle', (input) => {
    const content = storedArticleContent(input.type, input.content);
    return { content, removed: Math.max(0, input.content.length - content.length) };
  });
  adminRoute(deps, 'content.saveArticle', async (input, { operator }) => {
    const saved = await db.transaction((tx) => saveArticle(tx, input, operator));
    return { auditId: saved.auditId, articleId: saved.articleId, removed: saved.removed };
  });

  adminRoute(deps, 'content.modules', async (input) => {
    const rows = await db
      .select()
      .from(moduleSwitches)
      .where(eq(moduleSwitches.platformId, input.platformId));
    return MODULE_NAMES.map((name) => ({
      name,
      on: rows.some((row) => row.name === name && row.status === MODULE_ON),
    }));
  });
  adminRoute(deps, 'content.setModules', (input, { operator }) =>
    db.transaction((tx) => setModules(tx, input, operator)),
  );

  adminRoute(deps, 'content.config', (input) =>
    db
      .select({ itemKey: configItem.itemKey, itemValue: configItem.itemValue })
      .from(configItem)
      .where(eq(configItem.platformId, input.platformId))
      .orderBy(asc(configItem.itemKey)),
  );
  adminRoute(deps, 'content.setConfig', (input, { operator }) =>
    db.transaction((tx) => setConfigItem(tx, input, operator)),
  );

  adminRoute(deps, 'content.sites', async (input) => {
    const { rows, total } = await readPage(
      input,
      db.select().from(sites).orderBy(asc(sites.siteUrl)).$dynamic(),
      rowCount(db, sites),
    );
    return { total, list: rows };
  });
  adminRoute(deps, 'content.setSite', (input, { operator }) =>
    db.transaction((tx) => setSite(tx, input, operator)),
  );
}
