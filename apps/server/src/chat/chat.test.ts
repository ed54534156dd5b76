import { CHAT_CHANNEL, SocketCid, type GameMessage } from '@skinbox/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../runtime/jobs';
import { apiCaller } from '../testing/api';
import { playerWithCoins } from '../testing/players';
import { TestSocket } from '../testing/socketClient';
import { startTestServer, type TestServer } from '../testing/testServer';
import { deleteLines, mutePlayer } from './actions';
import { chatDeletedJob } from './jobs';

type Line = { id: number; userId: number; body: string; nickName: string };
type History = { lines: Line[]; more: boolean; mutedUntil: string | null };

describe('group chat', () => {
  let server: TestServer;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server.close();
  });

  async function listener() {
    const socket = await TestSocket.open(server.url);
    sockets.push(socket);
    socket.send(SocketCid.enterGame, { game: CHAT_CHANNEL });
    await socket.next(SocketCid.enterGame);
    return socket;
  }
  const chatEvent = (socket: TestSocket, event: string) =>
    socket
      .next(SocketCid.gameMessage, (data) => (data as GameMessage).event === event)
      .then((frame) => frame.data as GameMessage);

  it('lets a signed-in player post, everyone in the room hear it and visitors read it', async () => {
    const player = await playerWithCoins(server, 0n);
    const visitor = await listener();
    const sent = await player.call<Line>('/api/chat/send', { body: '  hello room  ' });
    expect(sent.data).toMatchObject({ userId: player.userId, body: 'hello room' });
    const heard = await chatEvent(visitor, 'line');
    expect(heard).toMatchObject({ game: CHAT_CHANNEL, payload: { id: sent.data.id } });

    const read = await apiCaller(server)<History>('/api/chat/history', {});
    expect(read.data.lines.at(-1)).toMatchObject({ id: sent.data.id, body: 'hello room' });
    expect(read.data.mutedUntil).toBeNull();
    const refused = await apiCaller(server)('/api/chat/send', { body: 'hi' });
    expect(refused.status).toBe(401);
  });

  it('keeps links and markup as the text they are', async () => {
    const player = await playerWithCoins(server, 0n);
    const body = '<a href="https://evil.example">free skins</a> <script>x()</script>';
    const sent = await player.call<Line>('/api/chat/send', { body });
    expect(sent.data.body).toBe(body);
  });

  it('refuses empty and over-long lines', async () => {
    const player = await playerWithCoins(server, 0n);
    expect(await player.call('/api/chat/send', { body: '   ' })).toMatchObject({
      status: 400,
      msg: 'Type a message first',
    });
    expect(await player.call('/api/chat/send', { body: 'x'.repeat(201) })).toMatchObject({
      status: 400,
      msg: 'A message has at most 200 characters',
    });
    expect((await player.call('/api/chat/send', { body: 'x'.repeat(200) })).code).toBe(0);
  });

  it('lets a player post 3 lines in 10 seconds, not a fourth', async () => {
    const player = await playerWithCoins(server, 0n);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await player.call('/api/chat/send', { body: `${i}` }));
    expect(answers.map((a) => a.code)).toEqual([0, 0, 0, 429]);
    expect(answers[3]?.msg).toBe('You are posting too fast; wait a moment');
    const other = await playerWithCoins(server, 0n);
    expect((await other.call('/api/chat/send', { body: 'mine' })).code).toBe(0);
  });

  it('refuses a muted player until the mute ends, and tells them so', async () => {
    const player = await playerWithCoins(server, 0n);
    const until = new Date(Date.now() + 3_600_000);
    await mutePlayer(server.database.db, player.userId, until, 'spam');
    expect(await player.call('/api/chat/send', { body: 'let me talk' })).toMatchObject({
      status: 403,
      msg: 'An operator muted you; you cannot post for now',
    });
    const read = await player.call<History>('/api/chat/history', {});
    expect(read.data.mutedUntil).toBe(until.toISOString());
    await mutePlayer(server.database.db, player.userId, new Date(Date.now() - 1000), 'lifted');
    expect((await player.call('/api/chat/send', { body: 'thanks' })).code).toBe(0);
  });

  it('drops an operator’s deleted lines from the history and tells the room', async () => {
    const player = await playerWithCoins(server, 0n);
    const socket = await listener();
    const spam = await player.call<Line>('/api/chat/send', { body: 'buy cheap coins' });
    const ids = await deleteLines(server.database.db, { userId: player.userId });
    expect(ids).toEqual([spam.data.id]);
    expect(await deleteLines(server.database.db, { ids })).toEqual([]);
    await runDueJobs(server.database.db, [chatDeletedJob(server.hub)]);
    expect(await chatEvent(socket, 'deleted')).toMatchObject({ payload: { ids } });
    const read = await apiCaller(server)<History>('/api/chat/history', {});
    expect(read.data.lines.some((line) => line.id === spam.data.id)).toBe(false);
  });

  it('pages back through older lines', async () => {
    const first = await apiCaller(server)<History>('/api/chat/history', {});
    const oldest = first.data.lines[0];
    const before = await apiCaller(server)<History>('/api/chat/history', { beforeId: oldest?.id });
    expect(before.data.lines.every((line) => line.id < (oldest?.id ?? 0))).toBe(true);
  });
});
