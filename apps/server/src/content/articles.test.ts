import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../ops/run';
import { call } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function servedContact(locale: string) {
  const answer = await call<Array<{ content: string }>>(
    server,
    '/api/index/getArticleList',
    { type: 'Contact', platformId: 1 },
    { headers: { 'accept-language': locale } },
  );
  return answer.body.data?.[0]?.content;
}

describe('articles are sanitised when written (issue 13 #12)', () => {
  it('stores and serves an operator page without scripts, handlers or script addresses', async () => {
    const typed =
      '<h2>Contact</h2><script>steal()</script><p onmouseover="steal()">Mail ' +
      '<a href="javascript:steal()">us</a> or <a href="https://example.com/x">here</a></p>' +
      '<img src=x onerror=steal()>';
    const lines = await runOps(
      ['article', '--type', 'Contact', '--locale', 'en', '--content', typed],
      server.database,
    );
    expect(lines[0]).toMatch(/^updated Contact \(en\) of platform 1/);
    expect(lines[1]).toMatch(/^markup the site does not show was removed/);
    expect(await servedContact('en')).toBe(
      '<h2>Contact</h2><p>Mail <a>us</a> or <a href="https://example.com/x">here</a></p>',
    );
  });

  it('leaves a clean page as it was typed and says nothing was removed', async () => {
    const clean = '<p>Write to <a href="mailto:help@example.com">help@example.com</a></p>';
    const lines = await runOps(
      ['article', '--type', 'Contact', '--locale', 'vi', '--content', clean],
      server.database,
    );
    expect(lines).toHaveLength(1);
    expect(await servedContact('vi')).toBe(clean);
  });

  it('seeds help pages that are already clean', async () => {
    const seeded = await servedContact('zh');
    expect(seeded).toBeTruthy();
    expect(seeded).not.toMatch(/<script|on\w+=|javascript:/i);
  });

  it('still refuses a JSON article that is not JSON', async () => {
    await expect(
      runOps(
        ['article', '--type', 'OtherConfig', '--locale', 'en', '--content', '<p>x</p>'],
        server.database,
      ),
    ).rejects.toThrow('OtherConfig holds JSON, and this content is not JSON');
  });
});
