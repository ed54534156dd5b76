import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { richText } from './richText';

function rendered(html: string) {
  return render(<div data-testid="article">{richText(html)}</div>).getByTestId('article');
}

/**
 * The server stores articles sanitised (apps/server content/rules/articleHtml.ts); the site still
 * renders them as React elements of a fixed set, so an article that reached the database another
 * way cannot run code either (issue 13 #12).
 */
describe('richText renders markup that runs nothing', () => {
  it.each([
    '<img src="x" onerror="window.hacked=1">',
    '<svg onload="window.hacked=1"><circle r="3"/></svg>',
    '<iframe src="javascript:window.hacked=1"></iframe>',
    '<object data="x.swf"></object><embed src="x.swf">',
    '<style>body{display:none}</style>',
    '<form action="https://evil.test"><input name="password"></form>',
    '<math><mtext><script>window.hacked=1</script></mtext></math>',
    '<p><a href=" javascript:window.hacked=1">x</a><a href="data:text/html,x">y</a></p>',
    '<a href="vbscript:msgbox(1)">z</a>',
  ])('%s', (html) => {
    const article = rendered(html);
    expect(
      article.querySelector('img, svg, iframe, object, embed, style, form, input, script'),
    ).toBe(null);
    for (const element of article.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) {
        expect(attribute).not.toMatch(/^on/);
      }
    }
    expect(article.querySelector('a[href]:not([href^="http"]):not([href^="mailto:"])')).toBe(null);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('shows a nickname-like text with angle brackets as text', () => {
    const article = rendered('&lt;b&gt;bold&lt;/b&gt;');
    expect(article.textContent).toBe('<b>bold</b>');
    expect(article.querySelector('b')).toBe(null);
  });
});
