import { readFile } from 'node:fs/promises';
import { LOCALES, articleType } from '@skinbox/api';
import { z } from 'zod';
import { OPS_OPERATOR } from '../../platform/operator';
import { saveArticle } from '../../content/operatorActions';
import { defineVerb } from '../verb';
import { platformFlag } from './common';

export const articleVerb = defineVerb({
  name: 'article',
  summary:
    'write the article of a type and language (help pages as HTML, sanitised; ActivityConfig/OtherConfig as JSON)',
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
    const typed = flags.content ?? (await readFile(flags.file ?? '', 'utf8'));
    const written = await db.transaction((tx) =>
      saveArticle(
        tx,
        {
          platformId: flags.platform,
          type: flags.type,
          locale: flags.locale,
          content: typed,
          title: flags.title,
          sort: flags.sort,
        },
        OPS_OPERATOR,
      ),
    );
    const what = `${flags.type} (${flags.locale}) of platform ${flags.platform}`;
    const removed = typed.length - written.content.length;
    return [
      written.created
        ? `created ${what} as article ${written.articleId}`
        : `updated ${what}: ${written.content.length} characters`,
      ...(removed > 0
        ? [`markup the site does not show was removed (${removed} characters less)`]
        : []),
    ];
  },
});
