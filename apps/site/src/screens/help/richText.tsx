import { ARTICLE_TAGS, isArticleLink } from '@skinbox/rules';
import { createElement, type ReactNode } from 'react';

/** Elements dropped with their content. */
const DROPPED = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript']);
/** The markup help articles may use (the server sanitises to the same); the rest keeps its text. */
const ALLOWED = new Set<string>(ARTICLE_TAGS);

function convert(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  if (DROPPED.has(element.tagName.toLowerCase())) return null;
  const children = Array.from(element.childNodes, convert);
  const tag = element.tagName.toLowerCase();
  if (!ALLOWED.has(tag)) return children;
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    if (!isArticleLink(href)) return children;
    return createElement(
      'a',
      { key, href, rel: 'noopener noreferrer', target: '_blank' },
      children,
    );
  }
  if (tag === 'br') return createElement('br', { key });
  return createElement(tag, { key }, ...children);
}

/**
 * An article's HTML (written by operators with `pnpm ops article`) as React elements, keeping a
 * small set of text tags: no script, style, event handler or foreign address reaches the page.
 */
export function richText(html: string): ReactNode {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(document.body.childNodes, convert);
}
