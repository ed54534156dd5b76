// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import {
  SERVICE_RESTART_CLOSE_CODE,
  SOCKET_POLICY_CLOSE,
  SocketCid,
  PRIZE_EVENT,
} from '../contract/socket';
import {
  AUTH_RETRY_DELAY_MS,
  HEARTBEAT_INTERVAL_MS,
  POLICY_RECONNECT_DELAY_MS,
  RECONNECT_DELAY_MS,
  SocketClient,
  type WebSocketLike,
} from './client';
import { settle, startTestSocketServer, until, type TestSocketServer } from './testSocketServer';

let server: TestSocketServer;
let client: SocketClient;
let token: string | null;
let socketsCreated: number;

function makeClient(url = server.url) {
  return new SocketClient({
    url,
    getToken: () => token,
    createSocket: (address) => {
      socketsCreated++;
      return new WebSocket(address) as unknown as WebSocketLike;
    },
  });
}

const framesOf = (cid: number) => server.received.filter((frame) => frame.cid === cid);

beforeEach(async () => {
  // Only the timers the client uses are faked; setImmediate and socket I/O stay real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  server = await startTestSocketServer();
  token = 'tok-1';
  socketsCreated = 0;
  client = makeClient();
});
afterEach(async () => {
  client.close();
  vi.useRealTimers();
  await server.close();
});

async function connected() {
  client.connect();
  await until(() => client.isOpen && server.connections.length > 0);
}

describe('authentication', () => {
  it('sends the token with cid 11 on open', async () => {
    await connected();
    await until(() => framesOf(11).length === 1);
    expect(framesOf(11)[0]?.data).toEqual({ token: 'tok-1' });
  });

  it('is authenticated once 12 answers isValid true', async () => {
    await connected();
    server.send(SocketCid.authResult, { isValid: true });
    await until(() => client.isAuthenticated);
    await vi.advanceTimersByTimeAsync(AUTH_RETRY_DELAY_MS);
    await settle();
    expect(framesOf(11)).toHaveLength(1);
  });

  it('retries after 1 s while the answer is not valid', async () => {
    await connected();
    await until(() => framesOf(11).length === 1);
    server.send(SocketCid.authResult, { isValid: false });
    await settle();
    await vi.advanceTimersByTimeAsync(999);
    await settle();
    expect(framesOf(11)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => framesOf(11).length === 2);
    expect(AUTH_RETRY_DELAY_MS).toBe(1_000);
  });

  it('sends nothing without a token, and the token once authenticate() is called', async () => {
    token = null;
    await connected();
    await settle();
    expect(framesOf(11)).toHaveLength(0);
    token = 'tok-2';
    client.authenticate();
    await until(() => framesOf(11).length === 1);
    expect(framesOf(11)[0]?.data).toEqual({ token: 'tok-2' });
  });
});

describe('heartbeat', () => {
  it('is sent every 7 s', async () => {
    await connected();
    await vi.advanceTimersByTimeAsync(6_999);
    await settle();
    expect(framesOf(2)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => framesOf(2).length === 1);
    await vi.advanceTimersByTimeAsync(7_000);
    await until(() => framesOf(2).length === 2);
    expect(HEARTBEAT_INTERVAL_MS).toBe(7_000);
  });

  it('hands onlineNum from the answer to subscribers', async () => {
    const online = vi.fn();
    client.subscribe(SocketCid.heartbeat, ({ onlineNum }) => online(onlineNum));
    await connected();
    server.send(SocketCid.heartbeat, { onlineNum: 321 });
    await until(() => online.mock.calls.length === 1);
    expect(online).toHaveBeenCalledWith(321);
  });
});

describe('subscriptions', () => {
  it('delivers the parsed data of its cid only', async () => {
    const settled = vi.fn();
    client.subscribe(SocketCid.rollSettled, settled);
    await connected();
    server.send(SocketCid.newYearPrize, { prizeName: 'x', image: '', amount: '1.00' });
    server.send(SocketCid.rollSettled, { rollId: 7 });
    await until(() => settled.mock.calls.length === 1);
    expect(settled).toHaveBeenCalledWith({ rollId: 7 });
  });

  it('delivers messages in the order they came', async () => {
    const online = vi.fn();
    client.subscribe(SocketCid.heartbeat, ({ onlineNum }) => online(onlineNum));
    await connected();
    for (const onlineNum of [1, 2, 3]) server.send(SocketCid.heartbeat, { onlineNum });
    await until(() => online.mock.calls.length === 3);
    expect(online.mock.calls.map(([n]) => n as number)).toEqual([1, 2, 3]);
  });

  it('drops messages whose data the contract refuses', async () => {
    const settled = vi.fn();
    const online = vi.fn();
    client.subscribe(SocketCid.rollSettled, settled);
    client.subscribe(SocketCid.heartbeat, online);
    await connected();
    server.send(SocketCid.rollSettled, { rollId: 'seven' });
    server.sendRaw('{"cid":101,"data":{"rollId":7}}');
    server.send(SocketCid.heartbeat, { onlineNum: 1 });
    await until(() => online.mock.calls.length === 1);
    expect(settled).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', async () => {
    const online = vi.fn();
    const unsubscribe = client.subscribe(SocketCid.heartbeat, online);
    await connected();
    server.send(SocketCid.heartbeat, { onlineNum: 1 });
    await until(() => online.mock.calls.length === 1);
    unsubscribe();
    server.send(SocketCid.heartbeat, { onlineNum: 2 });
    server.send(SocketCid.rollSettled, { rollId: 1 });
    await settle();
    expect(online).toHaveBeenCalledTimes(1);
  });

  it('delivers activity.prize events of cid 1100', async () => {
    const prize = vi.fn();
    client.onGameEvent(PRIZE_EVENT, prize);
    await connected();
    const announcement = {
      nickName: 'Ann',
      recoveryPrice: '88.00',
      avater: '',
      boxType: 2,
      boxId: 9,
    };
    server.send(SocketCid.gameMessage, {
      game: 'home',
      event: 'battle.round',
      payload: {},
      seq: 1,
    });
    server.send(SocketCid.gameMessage, {
      game: 'home',
      event: PRIZE_EVENT,
      payload: announcement,
      seq: 2,
    });
    await until(() => prize.mock.calls.length === 1);
    expect(prize).toHaveBeenCalledWith(announcement);
  });

  it('hands a channel its cid 1100 messages with their sequence numbers, in order', async () => {
    const roll = vi.fn();
    client.onChannel('roll:7', roll);
    await connected();
    server.send(SocketCid.gameMessage, { game: 'roll:8', event: 'x', payload: 0, seq: 1 });
    server.send(SocketCid.gameMessage, { game: 'roll:7', event: 'x', payload: 1, seq: 4 });
    server.send(SocketCid.gameMessage, { game: 'roll:7', event: 'x', payload: 2 });
    server.send(SocketCid.gameMessage, { game: 'roll:7', event: 'y', payload: 3, seq: 5 });
    await until(() => roll.mock.calls.length === 2);
    await settle();
    // The message without a number is not a valid cid 1100 message.
    expect(roll.mock.calls.map(([m]) => [m.event, m.seq])).toEqual([
      ['x', 4],
      ['y', 5],
    ]);
  });
});

describe('reconnection', () => {
  it('reconnects 3 s after the connection drops, and authenticates again', async () => {
    await connected();
    server.dropConnection();
    await until(() => !client.isOpen);
    await vi.advanceTimersByTimeAsync(2_999);
    await settle();
    expect(server.connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => server.connections.length === 2 && client.isOpen);
    await until(() => server.received.some((f) => f.connection === 1 && f.cid === 11));
    expect(RECONNECT_DELAY_MS).toBe(3_000);
  });

  it('stops the heartbeat of a dropped connection', async () => {
    await connected();
    server.dropConnection();
    await until(() => !client.isOpen);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    await until(() => client.isOpen);
    await settle();
    expect(framesOf(2)).toHaveLength(0);
  });

  it('retries every 3 s while no server answers', async () => {
    const { url } = server;
    await server.close();
    client = makeClient(url);
    client.connect();
    await until(() => !client.isOpen && socketsCreated === 1);
    await settle(200);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    await until(() => socketsCreated === 2);
    await settle(200);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    await until(() => socketsCreated === 3);
    server = await startTestSocketServer();
  });

  it('tells onOpen listeners of the first connection and of each reconnect', async () => {
    const opened = vi.fn();
    client.onOpen(opened);
    await connected();
    await until(() => opened.mock.calls.length === 1);
    server.dropConnection();
    await until(() => !client.isOpen);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    await until(() => opened.mock.calls.length === 2);
  });

  it('enters the same game channels again after a reconnect', async () => {
    await connected();
    client.enterGame('crash');
    await until(() => framesOf(1001).length === 1);
    server.dropConnection();
    await until(() => !client.isOpen);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    await until(() => server.received.some((f) => f.connection === 1 && f.cid === 1001));
    expect(framesOf(1001).at(-1)?.data).toEqual({ game: 'crash' });
  });

  it('waits 30 s, not 3, after the server closed it for a broken limit (issue 27)', async () => {
    await connected();
    server.connections[0]?.close(SOCKET_POLICY_CLOSE, 'too many frames');
    await until(() => server.connections[0]?.readyState === WebSocket.CLOSED);
    await settle();
    await vi.advanceTimersByTimeAsync(POLICY_RECONNECT_DELAY_MS - 1);
    await settle();
    expect(socketsCreated).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => server.connections.length === 2 && client.isOpen);
    expect(POLICY_RECONNECT_DELAY_MS).toBe(30_000);
  });

  it('does not reconnect after close()', async () => {
    await connected();
    client.close();
    await until(() => server.connections[0]?.readyState === WebSocket.CLOSED);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS * 2);
    await settle();
    expect(server.connections).toHaveLength(1);
    expect(socketsCreated).toBe(1);
  });
});

describe('a server restart (close code 1012) and channels entered again', () => {
  const event = (seq: number) => ({ game: 'crash', event: 'crash.tick', payload: seq, seq });

  /** Enters 'crash' and has the server answer with its number, then deliver events 1 to `upTo`. */
  async function inCrashUpTo(upTo: number, onEvent: (seq: number) => void) {
    client.onChannel('crash', (message) => onEvent(message.seq));
    await connected();
    client.enterGame('crash');
    await until(() => framesOf(1001).length === 1);
    server.send(SocketCid.enterGame, { game: 'crash', seq: 0 });
    for (let seq = 1; seq <= upTo; seq++) server.send(SocketCid.gameMessage, event(seq));
  }

  async function restarted() {
    server.connections.at(-1)?.close(1012, 'service restart');
    await until(() => server.connections.length === 2 && client.isOpen);
    await until(() => server.received.some((f) => f.connection === 1 && f.cid === 1001));
  }

  it('reconnects at once, without the 3 s wait, and enters from the last event held', async () => {
    const seen: number[] = [];
    await inCrashUpTo(3, (seq) => seen.push(seq));
    await until(() => seen.length === 3);
    await restarted();
    expect(framesOf(1001).at(-1)?.data).toEqual({ game: 'crash', since: 3 });
    expect(SERVICE_RESTART_CLOSE_CODE).toBe(1012);
  });

  it('delivers replayed and live events in order and once each, then says the channel is whole', async () => {
    const seen: number[] = [];
    const resumed = vi.fn();
    client.onChannelResumed('crash', resumed);
    await inCrashUpTo(3, (seq) => seen.push(seq));
    await until(() => seen.length === 3);
    await restarted();
    // A live event crosses the replay, which repeats one already held.
    server.send(SocketCid.gameMessage, event(6));
    for (const seq of [3, 4, 5]) server.send(SocketCid.gameMessage, event(seq));
    server.send(SocketCid.enterGame, { game: 'crash', seq: 5 });
    server.send(SocketCid.gameMessage, event(6));
    server.send(SocketCid.gameMessage, event(7));
    await until(() => seen.length === 7);
    await settle();
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(resumed.mock.calls).toEqual([[true]]);
  });

  it('says the channel must be loaded again when events are gone from the replay', async () => {
    const seen: number[] = [];
    const resumed = vi.fn();
    client.onChannelResumed('crash', resumed);
    await inCrashUpTo(2, (seq) => seen.push(seq));
    await until(() => seen.length === 2);
    await restarted();
    server.send(SocketCid.gameMessage, event(5));
    server.send(SocketCid.enterGame, { game: 'crash', seq: 5 });
    await until(() => resumed.mock.calls.length === 1);
    expect(resumed.mock.calls).toEqual([[false]]);
    expect(seen).toEqual([1, 2, 5]);
  });

  it('follows a server whose numbering started again', async () => {
    const seen: number[] = [];
    const resumed = vi.fn();
    client.onChannelResumed('crash', resumed);
    await inCrashUpTo(4, (seq) => seen.push(seq));
    await until(() => seen.length === 4);
    await restarted();
    server.send(SocketCid.enterGame, { game: 'crash', seq: 0 });
    server.send(SocketCid.gameMessage, event(1));
    await until(() => seen.length === 5);
    expect(resumed.mock.calls).toEqual([[false]]);
    expect(seen).toEqual([1, 2, 3, 4, 1]);
  });
});
