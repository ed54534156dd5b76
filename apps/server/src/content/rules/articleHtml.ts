import sanitizeHtml from 'sanitize-html';

/**
 * The markup a help article may hold, the same set the site renders (apps/site screens/help
 * richText.tsx): text tags, lists, two heading levels and links to web or mail addresses. Anything
 * else keeps only its text; scripts, styles and embedded documents go with their content.
 */
const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'h2', 'h3', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
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
