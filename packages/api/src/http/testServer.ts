import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface TestHttpServer {
  baseURL: string;
  requests: RecordedRequest[];
  /** What the next requests are answered with. */
  reply(status: number, body: unknown): void;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 and a free port, answering whatever the test set last. */
export async function startTestHttpServer(): Promise<TestHttpServer> {
  const requests: RecordedRequest[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { code: 0, msg: 'ok' } };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.statusCode = answer.status;
      if (typeof answer.body === 'string') response.end(answer.body);
      else {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(answer.body));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    reply: (status, body) => void (answer = { status, body }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
