import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { decodeSocketFrame, encodeSocketFrame } from '../contract/socket';

export interface TestSocketServer {
  url: string;
  /** Every connection the server accepted, oldest first. */
  connections: WebSocket[];
  /** Every frame received, with the index of the connection it came on. */
  received: { connection: number; cid: number; data: unknown }[];
  /** Sends a frame on the newest connection. */
  send(cid: number, data: unknown): void;
  sendRaw(text: string): void;
  /** Drops the newest connection without a closing handshake. */
  dropConnection(): void;
  close(): Promise<void>;
}

/** A real websocket server on 127.0.0.1 and a free port. */
export async function startTestSocketServer(): Promise<TestSocketServer> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const connections: WebSocket[] = [];
  const received: TestSocketServer['received'] = [];
  server.on('connection', (socket) => {
    const connection = connections.push(socket) - 1;
    socket.on('message', (raw) => {
      const frame = decodeSocketFrame(String(raw));
      if (frame) received.push({ connection, ...frame });
    });
  });
  const newest = () => {
    const socket = connections.at(-1);
    if (!socket) throw new Error('no connection yet');
    return socket;
  };
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}`,
    connections,
    received,
    send: (cid, data) => newest().send(encodeSocketFrame(cid, data)),
    sendRaw: (text) => newest().send(text),
    dropConnection: () => newest().terminate(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of connections) socket.terminate();
        server.close(() => resolve());
      }),
  };
}

/**
 * Lets real I/O happen while timers are faked: yields to the event loop (setImmediate is left
 * real) until `condition` holds.
 */
export async function until(condition: () => boolean, turns = 2000): Promise<void> {
  for (let turn = 0; turn < turns; turn++) {
    if (condition()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('condition not met');
}

/** A few event-loop turns, to show that something did NOT happen. */
export async function settle(turns = 50): Promise<void> {
  for (let turn = 0; turn < turns; turn++) await new Promise((resolve) => setImmediate(resolve));
}
