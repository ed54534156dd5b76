import type { Transport, TransportRequest } from '@skinbox/api';

export type Answer = { status?: number; body: unknown };

/**
 * A transport that answers each admin path from `answers` (a function sees the request body),
 * in the server's envelope, and records what was asked; an unknown path is a 404.
 */
export function answering(answers: Record<string, Answer | ((body: unknown) => Answer)>) {
  const requests: { path: string; body: unknown; headers: Record<string, string> }[] = [];
  const transport: Transport = (request: TransportRequest) => {
    const path = request.url;
    requests.push({ path, body: request.body, headers: request.headers });
    const answer = answers[path];
    if (!answer) return Promise.resolve({ status: 404, body: { code: 404, msg: 'not found' } });
    const { status = 200, body } = typeof answer === 'function' ? answer(request.body) : answer;
    return Promise.resolve({ status, body });
  };
  return { transport, requests };
}

/** The server's success envelope. */
export const ok = (data: unknown): Answer => ({ body: { code: 0, msg: 'ok', data } });
/** The server's refusal envelope, with its HTTP status. */
export const refused = (status: number, msg: string): Answer => ({
  status,
  body: { code: status, msg },
});
