import {
  CHANNEL_HEADER,
  ClientPlatform,
  DEFAULT_PLATFORM_ID,
  firstAnswerKey,
  HOME_BOXES_FIRST_CALL,
  LIVE_DROPS_FIRST_CALL,
  type FirstAnswer,
  DEFAULT_LOCALE,
} from '@skinbox/api';
import type { FastifyInstance } from 'fastify';
import { routeSegment } from './routeChunks';

/**
 * The answers a served page carries for the calls its first screen makes (see firstAnswers.ts in
 * @skinbox/api): the page renders its first screen without those round trips, which on a phone
 * network are most of the wait before the hero shows.
 *
 * The calls are the ones a first visit makes, with the payloads the site's stores and screens send
 * (@skinbox/api firstCalls.ts); a visit
 * whose stored language, platform or channel differs sends other requests, which go to the server
 * as before. Only calls that need no session are answered here. The e2e test "first answers"
 * fails when the site's first calls and this list drift apart.
 */

interface FirstCall {
  path: string;
  body: object;
  /** The channel header the client sends with it; none for calls that carry no channel. */
  channel?: string;
  /** The picture its answer's `data` puts largest on the first screen, if any. */
  leadPicture?: (data: unknown) => unknown;
}

/** What a served page carries: the answers, and the address of its largest picture to preload. */
export interface FirstScreen {
  answers: FirstAnswer[];
  leadPicture: string | null;
}

interface Site {
  platformId: number;
  channelCode: string;
}

/** Every page's start-up (RootStore.start and the ticker), once the site lookup has answered. */
function startUpCalls(site: Site): FirstCall[] {
  return [
    // Asked before the lookup answers, for the default platform and no channel.
    { path: '/api/index/getModuleList', body: { platformId: DEFAULT_PLATFORM_ID } },
    {
      path: '/api/index/getModuleList',
      body: { platformId: site.platformId },
      channel: site.channelCode,
    },
    { path: '/api/index/getConfigList', body: {}, channel: site.channelCode },
    {
      path: '/api/index/getArticleList',
      body: { type: 'OtherConfig', platformId: site.platformId },
    },
    { path: '/api/index/getAllOpenBoxRecords', body: LIVE_DROPS_FIRST_CALL },
  ];
}

/** The first calls of the screen at `url` (a path and query), for the screens most visits open. */
function screenCalls(url: URL, site: Site): FirstCall[] {
  const layout = url.pathname.split('/')[1];
  const screen = routeSegment(url.pathname);
  if (layout !== 'm' && layout !== 'p') return [];
  if (screen === 'home') {
    const clientPlatform = layout === 'm' ? ClientPlatform.h5 : ClientPlatform.pc;
    return [
      {
        path: '/api/index/getBannerList',
        body: { clientPlatform },
        channel: site.channelCode,
        leadPicture: (banners) => (banners as Array<{ image?: unknown }>)[0]?.image,
      },
      { path: '/api/box/list', body: HOME_BOXES_FIRST_CALL },
      { path: '/api/index/getPlatformStatistics', body: {} },
    ];
  }
  const boxId = Number(url.searchParams.get('boxId'));
  if (screen === 'openbox' && Number.isSafeInteger(boxId) && boxId > 0) {
    return [
      {
        path: '/api/box/detail',
        body: { boxId },
        leadPicture: (box) => (box as { image?: unknown }).image,
      },
    ];
  }
  return [];
}

/** The call answered through the app's own routes, as the browser would have asked it. */
async function answered(
  app: FastifyInstance,
  host: string,
  call: FirstCall,
): Promise<FirstAnswer | null> {
  const headers: Record<string, string> = { 'accept-language': DEFAULT_LOCALE };
  if (call.channel) headers[CHANNEL_HEADER] = call.channel;
  const response = await app.inject({
    method: 'POST',
    url: call.path,
    payload: call.body,
    headers: { ...headers, host },
  });
  if (response.statusCode !== 200) return null;
  return {
    key: firstAnswerKey({ method: 'POST', url: call.path, body: call.body, headers }),
    answer: { status: 200, body: response.json() as unknown },
  };
}

/** The site a lookup of `host` names, from its answer's envelope; null when it failed. */
function siteOf(answer: FirstAnswer | null): Site | null {
  const data = dataOf(answer) as Partial<Site> | undefined;
  if (typeof data?.platformId !== 'number' || typeof data.channelCode !== 'string') return null;
  return { platformId: data.platformId, channelCode: data.channelCode };
}

/**
 * A picture worth a preload: an address the browser fetches (an inline data: picture is in the
 * answer already).
 */
function fetchedPicture(picture: unknown): string | null {
  return typeof picture === 'string' && picture !== '' && !picture.startsWith('data:')
    ? picture
    : null;
}

/** The `data` of a successful answer's envelope. */
function dataOf(answer: FirstAnswer | null | undefined): unknown {
  const body = answer?.answer.body as { code?: number; data?: unknown } | undefined;
  return body?.code === 0 ? body.data : undefined;
}

/**
 * The answers for a page at `url` requested on `host`, and its lead picture. A call that fails
 * is left out: the browser asks it itself and shows what the server says then.
 */
export async function firstScreenOf(
  app: FastifyInstance,
  host: string,
  url: URL,
): Promise<FirstScreen> {
  const lookup = { path: '/api/index/siteLookup', body: { siteUrl: host } };
  const lookedUp = await answered(app, host, lookup);
  const site = siteOf(lookedUp);
  if (!site) return { answers: lookedUp ? [lookedUp] : [], leadPicture: null };
  const calls = [...startUpCalls(site), ...screenCalls(url, site)];
  const answers = await Promise.all(calls.map((call) => answered(app, host, call)));
  const leadPicture =
    calls
      .map((call, i) =>
        call.leadPicture ? fetchedPicture(call.leadPicture(dataOf(answers[i]) ?? {})) : null,
      )
      .find((picture) => picture !== null) ?? null;
  return {
    answers: [lookedUp, ...answers].filter((answer): answer is FirstAnswer => answer !== null),
    leadPicture,
  };
}
