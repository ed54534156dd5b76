/**
 * The markup a help article may hold: text tags, lists, two heading levels and links to web or
 * mail addresses. The server sanitises an operator's article to it (content/rules/articleHtml.ts)
 * and the site renders only it (screens/help/richText.tsx); anything else keeps only its text.
 */
export const ARTICLE_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'a',
] as const;

/** The one attribute kept: a link's address. */
export const ARTICLE_ATTRIBUTES = { a: ['href'] } as const;

/** The addresses a link may point to: never javascript: or data:. */
export const ARTICLE_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

export function isArticleLink(href: string): boolean {
  const lower = href.toLowerCase();
  return ARTICLE_LINK_SCHEMES.some((scheme) => lower.startsWith(`${scheme}:`));
}
