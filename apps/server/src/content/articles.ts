import { JSON_ARTICLE_TYPES, type ArticleType } from '@skinbox/api';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { articles } from '../db/schema';
import { sanitizeArticleHtml } from './rules/articleHtml';

export interface ArticleWrite {
  platformId: number;
  type: ArticleType;
  locale: string;
  content: string;
  title?: string;
  sort?: number;
}

/** The one article of a platform, type and language (a key the table holds once). */
export function sameArticle(key: Pick<ArticleWrite, 'platformId' | 'type' | 'locale'>) {
  return and(
    eq(articles.platformId, key.platformId),
    eq(articles.type, key.type),
    eq(articles.locale, key.locale),
  );
}

function isJsonType(type: string) {
  return (JSON_ARTICLE_TYPES as readonly string[]).includes(type);
}

/**
 * What an article stores: a JSON article must parse (it configures the site), a help page's HTML is
 * sanitised here, when it is written, so what the server serves is safe whoever renders it.
 */
export function storedArticleContent(type: string, content: string): string {
  if (!isJsonType(type)) return sanitizeArticleHtml(content);
  try {
    JSON.parse(content);
  } catch {
    throw new Error(`${type} holds JSON, and this content is not JSON`);
  }
  return content;
}

/** Writes the article of a type and language (updated in place when it exists). */
export async function writeArticle(db: Db, article: ArticleWrite) {
  const content = storedArticleContent(article.type, article.content);
  const values = {
    content,
    sort: article.sort ?? 0,
    ...(article.title !== undefined ? { title: article.title } : {}),
  };
  const [updated] = await db
    .update(articles)
    .set(values)
    .where(sameArticle(article))
    .returning({ id: articles.id });
  if (updated) return { id: updated.id, created: false, content };
  const [created] = await db
    .insert(articles)
    .values({
      platformId: article.platformId,
      type: article.type,
      locale: article.locale,
      ...values,
    })
    .returning({ id: articles.id });
  if (!created) throw new Error('article insert returned nothing');
  return { id: created.id, created: true, content };
}
