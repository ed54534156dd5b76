import { describe, expect, it, vi } from 'vitest';
import { CHANNEL_HEADER } from '../contract/endpoint';
import {
  FIRST_ANSWERS_ELEMENT_ID,
  firstAnswerKey,
  firstAnswersScript,
  readFirstAnswers,
  withFirstAnswers,
  type KeyedRequest,
} from './firstAnswers';
import type { TransportRequest } from './transport';

const banners: KeyedRequest = {
  method: 'POST',
  url: '/api/index/getBannerList',
  body: { clientPlatform: 2 },
  headers: { 'Accept-Language': 'zh', [CHANNEL_HEADER]: 'official' },
};
const sent = (request: KeyedRequest): TransportRequest => ({
  ...request,
  signal: new AbortController().signal,
});
const carried = { status: 200, body: { code: 0, msg: 'ok', data: [{ id: 1 }] } };
const fromServer = { status: 200, body: { code: 0, msg: 'ok', data: [] } };

describe('firstAnswerKey', () => {
  it('is the same whatever order the payload keys or header names come in', () => {
    expect(
      firstAnswerKey({
        method: 'POST',
        url: '/api/box/list',
        body: { type: 1, pageSize: 50 },
        headers: { 'accept-language': 'zh' },
      }),
    ).toBe(
      firstAnswerKey({
        method: 'POST',
        url: '/api/box/list',
        body: { pageSize: 50, type: 1 },
        headers: { 'Accept-Language': 'zh' },
      }),
    );
  });

  it.each([
    ['the payload', { body: { clientPlatform: 1 } }],
    ['the address', { url: '/api/index/getConfigList' }],
    ['the language', { headers: { 'Accept-Language': 'en', [CHANNEL_HEADER]: 'official' } }],
    ['the channel', { headers: { 'Accept-Language': 'zh', [CHANNEL_HEADER]: 'promo' } }],
    ['a missing channel', { headers: { 'Accept-Language': 'zh' } }],
  ])('differs with %s', (_, change) => {
    expect(firstAnswerKey({ ...banners, ...change })).not.toBe(firstAnswerKey(banners));
  });

  it('keys a GET by its query', () => {
    const get = { method: 'GET' as const, url: '/api/x', headers: {} };
    expect(firstAnswerKey({ ...get, query: { page: 1 } })).not.toBe(
      firstAnswerKey({ ...get, query: { page: 2 } }),
    );
  });
});

describe('withFirstAnswers', () => {
  it('answers a carried request without the server, once', async () => {
    const server = vi.fn().mockResolvedValue(fromServer);
    const transport = withFirstAnswers(server, [{ key: firstAnswerKey(banners), answer: carried }]);
    expect(await transport(sent(banners))).toEqual(carried);
    expect(server).not.toHaveBeenCalled();
    expect(await transport(sent(banners))).toEqual(fromServer);
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('sends a request the answers do not cover', async () => {
    const server = vi.fn().mockResolvedValue(fromServer);
    const transport = withFirstAnswers(server, [{ key: firstAnswerKey(banners), answer: carried }]);
    const english = { ...banners, headers: { 'Accept-Language': 'en' } };
    expect(await transport(sent(english))).toEqual(fromServer);
  });

  it('sends a signed-in request even when an answer matches it', async () => {
    const server = vi.fn().mockResolvedValue(fromServer);
    const transport = withFirstAnswers(server, [{ key: firstAnswerKey(banners), answer: carried }]);
    const signedIn = { ...banners, headers: { ...banners.headers, Authorization: 'Bearer t' } };
    expect(await transport(sent(signedIn))).toEqual(fromServer);
    expect(await transport(sent(banners))).toEqual(carried);
  });
});

describe('the data block', () => {
  it('reads back what it wrote, and no text in an answer closes the script', () => {
    const answers = [
      { key: 'k', answer: { status: 200, body: { data: '</script><script>alert(1)</script>' } } },
    ];
    const html = firstAnswersScript(answers);
    expect(
      html.startsWith(`<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">`),
    ).toBe(true);
    const inner = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(inner).not.toContain('<');
    expect(readFirstAnswers(inner)).toEqual(answers);
  });

  it.each([null, '', 'not json', '{"key":"k"}', '[{"key":1}]'])(
    'reads %j as no answers',
    (text) => {
      expect(readFirstAnswers(text)).toEqual([]);
    },
  );
});
