import { ARTICLE_ATTRIBUTES, ARTICLE_LINK_SCHEMES, ARTICLE_TAGS } from '@skinbox/rules';
import sanitizeHtml from 'sanitize-html';

/**
 * The markup a help article may hold, the shared set the site renders too (@skinbox/rules
 * articleMarkup.ts). Anything else keeps only its text; scripts, styles and embedded documents go
 * with their content.
 */
const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_TAGS],
  allowedAttributes: { a: [...ARTICLE_ATTRIBUTES.a] },
  allowedSchemes: [...ARTICLE_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'iframe',
    'object',
    'embed',
    'title',
  ],
};

/** An operator's article HTML reduced to ARTICLE_HTML, as it is stored and served. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML);
}
