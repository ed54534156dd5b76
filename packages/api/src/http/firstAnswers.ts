import { CHANNEL_HEADER } from '../contract/endpoint';
import type { Transport, TransportRequest, TransportResponse } from './transport';

/**
 * An answer the server wrote into the page it served, for a call that page's first screen makes:
 * the site's start-up (site lookup, module switches, configuration, live drops) and the screen's
 * own first calls (a home's banners and boxes, a box's contents). The page then renders its first
 * screen without waiting for those round trips.
 */
export interface FirstAnswer {
  /** firstAnswerKey of the request it answers. */
  key: string;
  answer: TransportResponse;
}

/** The id of the `<script type="application/json">` data block that carries them. */
export const FIRST_ANSWERS_ELEMENT_ID = 'first-answers';

/** The parts of a request an answer depends on, as the client sends them. */
export type KeyedRequest = Pick<TransportRequest, 'method' | 'url' | 'query' | 'body' | 'headers'>;

/** `value` as JSON with every object's keys sorted: one text for one payload. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function header(headers: Record<string, string>, name: string): string {
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  return found?.[1] ?? '';
}

/**
 * What an answer is kept under: the call (method, address, payload) and the two headers that
 * change a public answer, the language and the channel.
 */
export function firstAnswerKey(request: KeyedRequest): string {
  return [
    request.method,
    request.url,
    canonicalJson(request.method === 'GET' ? (request.query ?? {}) : (request.body ?? {})),
    header(request.headers, 'accept-language'),
    header(request.headers, CHANNEL_HEADER),
  ].join(' ');
}

/**
 * `transport`, except that a request the page's first answers cover is answered from them, once:
 * the next identical request (a refresh, a screen opened again) goes to the server. The server
 * writes answers only for calls that need no session, so a signed-in request is always sent.
 */
export function withFirstAnswers(transport: Transport, answers: readonly FirstAnswer[]): Transport {
  const unused = new Map(answers.map(({ key, answer }) => [key, answer]));
  return (request) => {
    if (unused.size === 0 || header(request.headers, 'authorization')) return transport(request);
    const key = firstAnswerKey(request);
    const answer = unused.get(key);
    if (!answer) return transport(request);
    unused.delete(key);
    return Promise.resolve(answer);
  };
}

/** The answers in a page's data block; none when it is absent or unreadable. */
export function readFirstAnswers(text: string | null | undefined): FirstAnswer[] {
  if (!text) return [];
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is FirstAnswer =>
            typeof entry?.key === 'string' && typeof entry?.answer?.status === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * The data block as HTML: JSON whose `<` is escaped, so no text in an answer can close the
 * script element.
 */
export function firstAnswersScript(answers: readonly FirstAnswer[]): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${json}</script>`;
}
