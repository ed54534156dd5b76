import { z } from 'zod';
import { HELP_ARTICLE_TYPES } from '../contract/enums';
import { LOCALES } from '../contract/errors/catalogue';
import { articleType, clientPlatform, moduleName } from '../contract/enumSchemas';
import { id, text } from '../contract/fields';
import { defineAdminEndpoint } from './adminEndpoint';
import { adminPage, adminPageOf, auditReceipt, optionalReason, platformId } from './shapes';

/**
 * The site's content and settings: banners, articles (help pages sanitised to the tags the site
 * renders; the preview answers the same sanitised HTML the save would store), module switches
 * per platform, config items and the site lookup (address → platform and channel).
 */

export const bannerRow = z.object({
  id: z.number().int().positive(),
  platformId: z.number().int().positive(),
  channelCode: z.string(),
  /** 0 for every client, else the ClientPlatform it is for. */
  clientPlatform: z.number().int().min(0).max(4),
  image: z.string(),
  link: z.string(),
  title: z.string(),
  sort: z.number().int(),
});
export const banners = defineAdminEndpoint({
  path: '/api/admin/content/banners',
  request: z.object({ platformId: platformId.optional() }),
  response: z.array(bannerRow),
});

/** Adds a banner (without `id`) or replaces one. */
export const saveBanner = defineAdminEndpoint({
  path: '/api/admin/content/saveBanner',
  request: z.object({
    id: id().optional(),
    platformId: platformId.default(1),
    channelCode: text(64)
      .trim()
      .regex(/^[A-Za-z0-9_-]*$/, 'errors.badRequest')
      .default(''),
    clientPlatform: clientPlatform.optional(),
    image: text(300).trim().min(1, 'errors.adminNameRequired'),
    link: text(300).trim().default(''),
    title: text(60).trim().default(''),
    sort: z.number().int().min(-1000).max(1000).default(0),
    reason: optionalReason,
  }),
  response: auditReceipt.extend({ bannerId: z.number().int().positive() }),
});

export const removeBanner = defineAdminEndpoint({
  path: '/api/admin/content/removeBanner',
  request: z.object({ id: id(), reason: optionalReason }),
  response: auditReceipt,
});

export const locale = z.enum(LOCALES);
export const articleRow = z.object({
  id: z.number().int().positive(),
  platformId: z.number().int().positive(),
  type: articleType,
  locale,
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
});
export const articles = defineAdminEndpoint({
  path: '/api/admin/content/articles',
  request: z.object({ platformId: platformId.default(1), type: articleType.optional() }),
  response: z.array(articleRow),
});

/** Help pages only: ActivityConfig is written by setActivity, OtherConfig by setConfig's JSON. */
export const helpArticleType = z.enum(HELP_ARTICLE_TYPES);
export const ARTICLE_MAX = 2000;
const articleDraft = z.object({
  platformId: platformId.default(1),
  type: helpArticleType,
  locale,
  title: text(60).trim().default(''),
  content: text(ARTICLE_MAX).min(1, 'errors.adminNameRequired'),
  sort: z.number().int().min(-1000).max(1000).default(0),
});

/** The sanitised HTML the save would store, and how many characters the sanitiser removed. */
export const previewArticle = defineAdminEndpoint({
  path: '/api/admin/content/previewArticle',
  request: articleDraft,
  response: z.object({ content: z.string(), removed: z.number().int().nonnegative() }),
});

export const saveArticle = defineAdminEndpoint({
  path: '/api/admin/content/saveArticle',
  request: articleDraft.extend({ reason: optionalReason }),
  response: auditReceipt.extend({
    articleId: z.number().int().positive(),
    removed: z.number().int().nonnegative(),
  }),
});

export const moduleRow = z.object({ name: moduleName, on: z.boolean() });
export const modules = defineAdminEndpoint({
  path: '/api/admin/content/modules',
  request: z.object({ platformId: platformId.default(1) }),
  response: z.array(moduleRow),
});

export const setModules = defineAdminEndpoint({
  path: '/api/admin/content/setModules',
  request: z.object({
    platformId: platformId.default(1),
    modules: z.array(moduleRow).min(1).max(50),
    reason: optionalReason,
  }),
  response: auditReceipt,
});

export const CONFIG_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_.]{0,63}$/;
export const configRow = z.object({ itemKey: z.string(), itemValue: z.string() });
export const config = defineAdminEndpoint({
  path: '/api/admin/content/config',
  request: z.object({ platformId: platformId.default(1) }),
  response: z.array(configRow),
});

/** Sets a config item; keys the server owns (schedules, economy settings) are refused here. */
export const setConfig = defineAdminEndpoint({
  path: '/api/admin/content/setConfig',
  request: z.object({
    platformId: platformId.default(1),
    itemKey: z.string().regex(CONFIG_KEY_PATTERN, 'errors.configKeyFormat'),
    itemValue: text(2000),
    reason: optionalReason,
  }),
  response: auditReceipt,
});

export const siteRow = z.object({
  siteUrl: z.string(),
  platformId: z.number().int().positive(),
  channelCode: z.string(),
  keyWord: z.string(),
  showName: z.string().nullable(),
});
export const sites = defineAdminEndpoint({
  path: '/api/admin/content/sites',
  request: adminPage,
  response: adminPageOf(siteRow),
});

export const setSite = defineAdminEndpoint({
  path: '/api/admin/content/setSite',
  request: z.object({
    url: text(300).trim().min(1, 'errors.siteAddress'),
    platformId: platformId.default(1),
    channelCode: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'errors.badRequest'),
    keyWord: text(100).trim().default(''),
    showName: text(40).trim().optional(),
    reason: optionalReason,
  }),
  response: auditReceipt.extend({ siteUrl: z.string() }),
});
