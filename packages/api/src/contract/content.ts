import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { articleType, clientPlatform, exterior, moduleName, qualityGrade } from './enumSchemas';
import { noPayload } from './page';

/** The calls under /api/index that this file owns (SPEC section 7). */

const platformId = z.number().int().positive();

/** SPEC section 3 "Article item": help pages hold rich text, ActivityConfig and OtherConfig JSON. */
export const article = z.object({
  id: z.number().int().positive(),
  type: articleType,
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
});
export type Article = z.infer<typeof article>;

export const getArticleList = defineEndpoint({
  path: '/api/index/getArticleList',
  method: 'POST',
  channel: false,
  auth: 'none',
  request: z.object({ type: articleType, platformId }),
  /** Sorted by `sort` ascending. */
  response: z.array(article),
});

export const banner = z.object({
  id: z.number().int().positive(),
  image: z.string(),
  /** A site path such as /openbox?boxId=3 (opened through /jump), or an absolute URL; '' for none. */
  link: z.string(),
  title: z.string(),
  sort: z.number().int(),
});
export type Banner = z.infer<typeof banner>;

export const getBannerList = defineEndpoint({
  path: '/api/index/getBannerList',
  method: 'POST',
  channel: true,
  auth: 'none',
  /** Banners are made per client platform (pictures differ between desktop and mobile). */
  request: z.object({ clientPlatform }),
  response: z.array(banner),
});

/** SPEC section 3 "Config item": operator settings, e.g. service links and download addresses. */
export const configItem = z.object({ itemKey: z.string(), itemValue: z.string() });
export type ConfigItem = z.infer<typeof configItem>;

export const getConfigList = defineEndpoint({
  path: '/api/index/getConfigList',
  method: 'POST',
  channel: true,
  auth: 'none',
  request: noPayload,
  response: z.array(configItem),
});

/** SPEC section 3 "Module item"; on only when status is 1 (MODULE_ON). */
export const moduleItem = z.object({ name: moduleName, status: z.number().int() });
export type ModuleItem = z.infer<typeof moduleItem>;

export const getModuleList = defineEndpoint({
  path: '/api/index/getModuleList',
  method: 'POST',
  channel: true,
  auth: 'none',
  request: z.object({ platformId }),
  response: z.array(moduleItem),
});

/** SPEC section 3 "Channel info". */
export const channelInfo = z.object({
  platformId,
  channelCode: z.string(),
  /** The web-analytics site key. */
  keyWord: z.string(),
  /** A brand label shown instead of the default one. */
  showName: z.string().optional(),
});
export type ChannelInfo = z.infer<typeof channelInfo>;

export const getChannel = defineEndpoint({
  path: '/api/index/getChannel',
  method: 'POST',
  channel: false,
  auth: 'none',
  request: z.object({ channelCode: z.string().min(1) }),
  response: channelInfo,
});

const labelled = <T extends z.ZodType>(key: T) => z.object({ key, name: z.string() });

/** The mall and box filters: qualities (with their colours), exteriors and item categories. */
export const getGoodsAttributes = defineEndpoint({
  path: '/api/index/getGoodsAttributes',
  method: 'POST',
  channel: false,
  auth: 'none',
  request: noPayload,
  response: z.object({
    qualities: z.array(labelled(qualityGrade).extend({ color: z.string() })),
    exteriors: z.array(labelled(exterior)),
    /** Weapon types and other categories, e.g. rifle, pistol, knife, gloves, agent. */
    categories: z.array(labelled(z.string())),
  }),
});

/** SPEC section 3 "Goods background image". */
export const goodsBgImage = z.object({
  /** Where the background is used: a record or page kind (RecordKind). */
  type: z.number().int(),
  /** The quality grade's position in QUALITY_GRADES. */
  goodsLevel: z.number().int().nonnegative(),
  image: z.string(),
});
export type GoodsBgImage = z.infer<typeof goodsBgImage>;

export const getGoodsBgImages = defineEndpoint({
  path: '/api/index/getGoodsBgImages',
  method: 'POST',
  channel: false,
  auth: 'none',
  request: noPayload,
  response: z.array(goodsBgImage),
});

/** The figures the home page shows. */
export const getPlatformStatistics = defineEndpoint({
  path: '/api/index/getPlatformStatistics',
  method: 'POST',
  channel: false,
  auth: 'none',
  request: noPayload,
  response: z.object({
    userCount: z.number().int().nonnegative(),
    boxOpenCount: z.number().int().nonnegative(),
    battleCount: z.number().int().nonnegative(),
    onlineCount: z.number().int().nonnegative(),
  }),
});
