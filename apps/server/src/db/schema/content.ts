import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';

/**
 * Articles (SPEC section 7 getArticleList): help pages in rich text, ActivityConfig and
 * OtherConfig as JSON. One row per platform, type and language.
 */
export const articles = pgTable(
  'articles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    platformId: bigint('platform_id', { mode: 'number' }).notNull().default(1),
    type: text('type').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull().default(''),
    content: text('content').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('articles_lookup_idx').on(t.platformId, t.type, t.locale)],
);

/** Banners per platform and channel ('' = every channel). */
export const banners = pgTable(
  'banners',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    platformId: bigint('platform_id', { mode: 'number' }).notNull().default(1),
    channelCode: text('channel_code').notNull().default(''),
    /** ClientPlatform the banner is for (1 pc, 2 h5, ...); 0 = every client. */
    clientPlatform: smallint('client_platform').notNull().default(0),
    image: text('image').notNull(),
    link: text('link').notNull().default(''),
    title: text('title').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('banners_platform_idx').on(t.platformId)],
);

/** The 24 module switches of SPEC section 6, per platform; status 1 = on. */
export const moduleSwitches = pgTable(
  'module_switches',
  {
    platformId: bigint('platform_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    status: smallint('status').notNull(),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.name] })],
);

/** Site lookup (SPEC section 7): which platform and channel a site address belongs to. */
export const sites = pgTable('sites', {
  siteUrl: text('site_url').primaryKey(),
  platformId: bigint('platform_id', { mode: 'number' }).notNull(),
  channelCode: text('channel_code').notNull(),
  keyWord: text('key_word').notNull().default(''),
  showName: text('show_name'),
});

/** Goods background images by kind and quality level (getGoodsBgImages). */
export const goodsBgImages = pgTable(
  'goods_bg_images',
  {
    type: smallint('type').notNull(),
    goodsLevel: smallint('goods_level').notNull(),
    image: text('image').notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.goodsLevel] })],
);
