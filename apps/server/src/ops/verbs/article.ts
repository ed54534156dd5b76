import { readFile } from 'node:fs/promises';
import { JSON_ARTICLE_TYPES, LOCALES, articleType } from '@skinbox/api';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { articles } from '../../db/schema';
import { defineVerb } from '../verb';
import { platformFlag } from './common';

export const articleVerb = defineVerb({
  name: 'article',
  summary:
    'write the article of a type and language (help pages as HTML, ActivityConfig/OtherConfig as JSON)',
  usage:
    '--type <type> --locale <zh|en|vi|ko|tw> (--content <text> | --file <path>) [--title <text>] [--platform <id>] [--sort <n>]',
  flags: z
    .object({
      type: articleType,
      locale: z.enum(LOCALES),
      content: z.string().min(1).optional(),
      file: z.string().min(1).optional(),
      title: z.string().optional(),
      platform: platformFlag,
      sort: z.coerce.number().int().default(0),
    })
    .strict()
    .refine((flags) => (flags.content === undefined) !== (flags.file === undefined), {
      message: 'give exactly one of --content and --file',
    }),
  async run({ db }, flags) {
    const content = flags.content ?? (await readFile(flags.file ?? '', 'utf8'));
    if ((JSON_ARTICLE_TYPES as readonly string[]).includes(flags.type)) {
      try {
        JSON.parse(content);
      } catch {
        throw new Error(`${flags.type} holds JSON, and this content is not JSON`);
      }
    }
    const where = and(
      eq(articles.platformId, flags.platform),
      eq(articles.type, flags.type),
      eq(articles.locale, flags.locale),
    );
    const values = {
      content,
      sort: flags.sort,
      ...(flags.title !== undefined ? { title: flags.title } : {}),
    };
    const updated = await db
      .update(articles)
      .set(values)
      .where(where)
      .returning({ id: articles.id });
    if (updated.length > 0) {
      return [
        `updated ${flags.type} (${flags.locale}) of platform ${flags.platform}: ${content.length} characters`,
      ];
    }
    const [created] = await db
      .insert(articles)
      .values({ platformId: flags.platform, type: flags.type, locale: flags.locale, ...values })
      .returning({ id: articles.id });
    return [
      `created ${flags.type} (${flags.locale}) of platform ${flags.platform} as article ${created?.id}`,
    ];
  },
});
