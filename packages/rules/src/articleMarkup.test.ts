import { describe, expect, it } from 'vitest';
import { ARTICLE_TAGS, isArticleLink } from './articleMarkup';

describe('help-article markup', () => {
  it('keeps text tags, lists, two heading levels and links', () => {
    expect([...ARTICLE_TAGS].sort()).toEqual(
      ['a', 'b', 'br', 'em', 'h2', 'h3', 'i', 'li', 'ol', 'p', 'strong', 'ul'].sort(),
    );
  });

  it('links only to web and mail addresses', () => {
    expect(isArticleLink('https://example.com')).toBe(true);
    expect(isArticleLink('HTTP://example.com')).toBe(true);
    expect(isArticleLink('mailto:help@example.com')).toBe(true);
    expect(isArticleLink('javascript:alert(1)')).toBe(false);
    expect(isArticleLink('data:text/html,x')).toBe(false);
    expect(isArticleLink('//example.com')).toBe(false);
  });
});
