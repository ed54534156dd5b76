import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { outgoingFrame, textFrame, writeFrame } from './frame';

describe('a message framed once for every socket', () => {
  let server: WebSocketServer;
  let client: WebSocket;
  let serverSide: WebSocket;
  beforeAll(async () => {
    server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    client = new WebSocket(`ws://127.0.0.1:${port}`);
    [serverSide] = (await once(server, 'connection')) as [WebSocket];
    await once(client, 'open');
  });
  afterAll(async () => {
    client.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('reaches a ws client as the same text, short, 16-bit and 64-bit lengths alike, in order with ws sends', async () => {
    const texts = ['{"cid":2}', `{"note":"${'奖'.repeat(100)}"}`, 'x'.repeat(70_000)];
    const received: string[] = [];
    client.on('message', (data, isBinary) => {
      expect(isBinary).toBe(false);
      received.push(String(data));
    });
    for (const text of texts) writeFrame(serverSide, outgoingFrame(text));
    serverSide.send('sent by ws');
    writeFrame(serverSide, outgoingFrame('after'));
    await expect.poll(() => received.length).toBe(5);
    expect(received).toEqual([...texts, 'sent by ws', 'after']);
  });

  it('hands a socket without a connection of its own the text', () => {
    const sent: string[] = [];
    writeFrame({ readyState: 1, send: (text) => sent.push(text) }, outgoingFrame('hello'));
    expect(sent).toEqual(['hello']);
  });

  it('writes FIN and the text opcode, unmasked, with the length in 7, 16 or 64 bits', () => {
    expect([...textFrame('hi')]).toEqual([0x81, 2, 0x68, 0x69]);
    expect([...textFrame('x'.repeat(300)).subarray(0, 4)]).toEqual([0x81, 126, 1, 44]);
    expect([...textFrame('x'.repeat(70_000)).subarray(0, 10)]).toEqual([
      0x81, 127, 0, 0, 0, 0, 0, 1, 0x11, 0x70,
    ]);
  });
});
