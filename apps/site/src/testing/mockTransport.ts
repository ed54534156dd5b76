import type { Transport, TransportRequest, WebSocketLike } from '@skinbox/api';

/**
 * A request-level mock of the server for stories and screen tests: each route answers a path
 * with `data` (wrapped as `{ code: 0, msg: 'ok', data }`), or with a full reply to show a refusal.
 * The real HTTP client, envelope handling and contract checks all run on top of it.
 * A route may answer with a promise (of data or of a refusal): the request stays open until it
 * settles, so a test can hold a call to see the screen's in-flight state.
 */
export type MockReply = { status: number; body: unknown };
export type MockRoute = (payload: Record<string, unknown>) => unknown;
export type MockRoutes = Record<string, MockRoute>;

export function refuse(msg: string, status = 400, code = status): MockReply & { refused: true } {
  return { status, body: { code, msg }, refused: true };
}

function isReply(value: unknown): value is MockReply {
  return typeof value === 'object' && value !== null && 'refused' in value;
}

/** The payload the server would read: the query of a GET or an upload, else the JSON body. */
function payloadOf(request: TransportRequest): Record<string, unknown> {
  if (request.method === 'GET' || request.body instanceof FormData)
    return (request.query ?? {}) as Record<string, unknown>;
  // Through JSON, as on the wire: the route sees a copy, without undefined fields.
  return JSON.parse(JSON.stringify(request.body ?? {})) as Record<string, unknown>;
}

export function mockAdapter(routes: MockRoutes): Transport {
  return async (request) => {
    const path = new URL(request.url, 'http://mock').pathname;
    const route = routes[path];
    const answer: unknown = route ? await route(payloadOf(request)) : undefined;
    const reply: MockReply = !route
      ? { status: 404, body: { code: 404, msg: `no mock for ${path}` } }
      : isReply(answer)
        ? answer
        : { status: 200, body: { code: 0, msg: 'ok', data: answer ?? null } };
    return { status: reply.status, body: reply.body };
  };
}

/** A socket that never connects: stories and screen tests get no real-time events. */
export function inertSocket(): WebSocketLike {
  return {
    readyState: 3,
    send() {},
    close() {},
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  };
}
