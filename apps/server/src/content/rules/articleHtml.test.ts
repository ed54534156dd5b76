import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './articleHtml';

describe('article HTML as stored (issue 13 #12)', () => {
  it('keeps the text markup of a help page', () => {
    const page =
      '<h2>规则</h2><p>Read <strong>this</strong> and <em>that</em>.</p><ul><li>one</li></ul>' +
      '<p><a href="https://example.com/help">help</a> <a href="mailto:a@b.c">mail</a></p>';
    expect(sanitizeArticleHtml(page)).toBe(page);
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)" style="color:red">ok</p>', '<p>ok</p>'],
    ['<img src=x onerror="alert(1)">ok', 'ok'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['<style>body{display:none}</style><div>text</div>', 'text'],
    ['<p>1 < 2 & 3 > 2</p>', '<p>1 &lt; 2 &amp; 3 &gt; 2</p>'],
  ])('%s → %s', (html, stored) => {
    expect(sanitizeArticleHtml(html)).toBe(stored);
  });
});
