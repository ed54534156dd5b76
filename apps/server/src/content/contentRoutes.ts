import { MODULE_NAMES, content as contract, siteLookup, DEFAULT_LOCALE } from '@skinbox/api';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { articles, banners, configItem, goodsBgImages, moduleSwitches, users } from '../db/schema';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { channelByCode, channelOfSite, platformOfRequest } from './channels';
import { goodsAttributes } from './goodsAttributes';
import { realPlayerFilter } from '../platform/accountKinds';
import type { RouteModule } from '../platform/deps';
import { rowCount } from '../platform/paging';

/** The platform whose settings a platform without its own inherits. */
const BASE_PLATFORM = 1;

/** The calls under /api/index (SPEC section 7) and the start-up site lookup. */
export const registerContentRoutes: RouteModule = ({ app, db, hub, statistics }) => {
  route(app, contract.getArticleList, async ({ type, platformId }, { locale }) => {
    const inLocale = (wanted: string) =>
      db
        .select()
        .from(articles)
        .where(
          and(
            eq(articles.platformId, platformId),
            eq(articles.type, type),
            eq(articles.locale, wanted),
          ),
        )
        .orderBy(asc(articles.sort), asc(articles.id));
    let rows = await inLocale(locale);
    if (rows.length === 0 && locale !== DEFAULT_LOCALE) rows = await inLocale(DEFAULT_LOCALE);
    return rows.map((row) => ({
      id: row.id,
      type,
      title: row.title,
      content: row.content,
      sort: row.sort,
    }));
  });

  route(app, contract.getBannerList, async ({ clientPlatform }, { request }) => {
    const { platformId, channelCode } = await platformOfRequest(db, request);
    const rows = await db
      .select()
      .from(banners)
      .where(
        and(
          eq(banners.platformId, platformId),
          inArray(banners.channelCode, ['', channelCode]),
          inArray(banners.clientPlatform, [0, clientPlatform]),
        ),
      )
      .orderBy(asc(banners.sort), asc(banners.id));
    return rows.map(({ id, image, link, title, sort }) => ({ id, image, link, title, sort }));
  });

  route(app, contract.getConfigList, async (_input, { request }) => {
    const { platformId } = await platformOfRequest(db, request);
    const rows = await db
      .select()
      .from(configItem)
      .where(inArray(configItem.platformId, [BASE_PLATFORM, platformId]));
    // A platform's own value overrides the base platform's.
    const values = new Map<string, string>();
    for (const row of rows.filter((r) => r.platformId === BASE_PLATFORM))
      values.set(row.itemKey, row.itemValue);
    for (const row of rows.filter((r) => r.platformId !== BASE_PLATFORM))
      values.set(row.itemKey, row.itemValue);
    return [...values].map(([itemKey, itemValue]) => ({ itemKey, itemValue }));
  });

  route(app, contract.getModuleList, async ({ platformId }) => {
    const rows = await db
      .select()
      .from(moduleSwitches)
      .where(inArray(moduleSwitches.platformId, [BASE_PLATFORM, platformId]));
    const statusOf = (name: string) =>
      rows.find((r) => r.platformId === platformId && r.name === name)?.status ??
      rows.find((r) => r.platformId === BASE_PLATFORM && r.name === name)?.status ??
      0;
    return MODULE_NAMES.map((name) => ({ name, status: statusOf(name) }));
  });

  route(app, contract.getChannel, async ({ channelCode }) => {
    const channel = await channelByCode(db, channelCode);
    if (!channel) throw new AppError(404, 'errors.notFound');
    return channel;
  });

  route(app, siteLookup, ({ siteUrl }) => channelOfSite(db, siteUrl));

  route(app, contract.getGoodsAttributes, (_input, { locale }) => goodsAttributes(locale));

  route(app, contract.getGoodsBgImages, () =>
    db.select().from(goodsBgImages).orderBy(asc(goodsBgImages.type), asc(goodsBgImages.goodsLevel)),
  );

  route(app, contract.getPlatformStatistics, async () => {
    const [userCount] = await rowCount(db, users, realPlayerFilter);
    return {
      userCount: userCount?.n ?? 0,
      boxOpenCount: await statistics.read(db, 'boxOpenCount'),
      battleCount: await statistics.read(db, 'battleCount'),
      onlineCount: await hub.onlineCount(),
    };
  });
};
