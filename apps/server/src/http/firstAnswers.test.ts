import {
  CHANNEL_HEADER,
  FIRST_ANSWERS_ELEMENT_ID,
  firstAnswerKey,
  readFirstAnswers,
  type FirstAnswer,
} from '@skinbox/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSite } from '../testing/builtSite';
import { startTestServer, type TestServer } from '../testing/testServer';

describe('the first answers a served page carries', () => {
  let server: TestServer;
  let host: string;
  beforeAll(async () => {
    server = await startTestServer({ SITE_DIST: builtSite() });
    host = new URL(server.url).host;
  });
  afterAll(() => server.close());

  async function answersOf(path: string): Promise<FirstAnswer[]> {
    const html = await (await fetch(`${server.url}${path}`)).text();
    const open = `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">`;
    const start = html.indexOf(open);
    expect(start).toBeGreaterThan(html.indexOf('<div id="root">'));
    return readFirstAnswers(html.slice(start + open.length, html.indexOf('</script>', start)));
  }

  /** What the API answers now to the request a first visit sends. */
  async function asked(path: string, body: object, channel?: string) {
    const headers: Record<string, string> = { 'accept-language': 'zh' };
    if (channel) headers[CHANNEL_HEADER] = channel;
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return {
      key: firstAnswerKey({ method: 'POST', url: path, body, headers }),
      answer: { status: response.status, body: (await response.json()) as unknown },
    };
  }

  it("carries the site lookup of the page's own host, as the API answers it", async () => {
    const answers = await answersOf('/m/home');
    const lookup = await asked('/api/index/siteLookup', { siteUrl: host });
    expect(answers).toContainEqual(lookup);
  });

  it("carries the module switches for the looked-up channel and for a first visit's none", async () => {
    const answers = await answersOf('/p/home');
    const lookup = await asked('/api/index/siteLookup', { siteUrl: host });
    const { platformId, channelCode } = (
      lookup.answer.body as { data: { platformId: number; channelCode: string } }
    ).data;
    expect(answers).toContainEqual(
      await asked('/api/index/getModuleList', { platformId }, channelCode),
    );
    expect(answers).toContainEqual(await asked('/api/index/getModuleList', { platformId: 1 }));
  });

  it.each([
    ['/m/home', 2],
    ['/p/home', 1],
  ])("carries %s's banners for its client platform and its boxes", async (path, platform) => {
    const keys = (await answersOf(path)).map((answer) => answer.key);
    expect(keys.some((key) => key.includes(`{"clientPlatform":${platform}}`))).toBe(true);
    expect(keys).toContain((await asked('/api/box/list', { type: 1, pageSize: 50 })).key);
  });

  it("carries a box page's box", async () => {
    const list = await asked('/api/box/list', { type: 1, pageSize: 50 });
    const boxId = (list.answer.body as { data: { list: Array<{ boxId: number }> } }).data.list[0]
      ?.boxId;
    expect(boxId).toBeDefined();
    const answers = await answersOf(`/m/openbox?boxId=${boxId}`);
    expect(answers).toContainEqual(await asked('/api/box/detail', { boxId }));
  });

  it("preloads a box page's case art in its head", async () => {
    const list = await asked('/api/box/list', { type: 1, pageSize: 50 });
    const box = (list.answer.body as { data: { list: Array<{ boxId: number; image: string }> } })
      .data.list[0];
    const html = await (await fetch(`${server.url}/p/openbox?boxId=${box?.boxId}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${box?.image}">`,
    );
  });

  it('preloads nothing for pictures the answers carry inline or a page without one', async () => {
    for (const path of ['/m/home', '/m/crash', '/m/openbox?boxId=999999']) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html).not.toContain('rel="preload"');
    }
  });

  it.each(['/m/openbox?boxId=abc', '/m/openbox', '/m/crash'])(
    'carries no screen calls for %s, only the start-up',
    async (path) => {
      const paths = (await answersOf(path)).map((answer) => answer.key.split(' ')[1]);
      expect(paths).not.toContain('/api/box/detail');
      expect(paths).not.toContain('/api/index/getBannerList');
      expect(paths).toContain('/api/index/getConfigList');
    },
  );
});
