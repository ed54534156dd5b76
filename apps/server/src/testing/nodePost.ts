import { request, type Agent } from 'node:http';

/**
 * One JSON POST over node:http rather than fetch, so that the caller chooses the connection
 * (`agent`: false for a connection of its own, or a keep-alive pool): the status and parsed body.
 */
export function nodePost(
  port: number,
  path: string,
  body: unknown,
  { token, agent = false }: { token?: string; agent?: Agent | false } = {},
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const call = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }),
        );
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}
