import { chat, CHAT_CHANNEL, SocketCid, type GameMessage } from '@skinbox/api';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../runtime/jobs';
import { apiCaller } from '../testing/api';
import { playerWithCoins } from '../testing/players';
import { TestSocket } from '../testing/socketClient';
import { startTestServer, type TestServer } from '../testing/testServer';
import { chatMessages } from '../db/schema';
import { deleteLines, mutePlayer } from './actions';
import { chatDeletedJob } from './jobs';
import { LOBBY } from './queries';

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
    const ids = await deleteLines(server.database.db, { userId: player.userId }, new Date());
    expect(ids).toEqual([spam.data.id]);
    expect(await deleteLines(server.database.db, { ids }, new Date())).toEqual([]);
    await runDueJobs(server.database.db, [chatDeletedJob(server.hub)]);
    expect(await chatEvent(socket, 'deleted')).toMatchObject({ payload: { ids } });
    const read = await apiCaller(server)<History>('/api/chat/history', {});
    expect(read.data.lines.some((line) => line.id === spam.data.id)).toBe(false);
  });

  it('pages back through older lines with a before-id cursor, each line once', async () => {
    const player = await playerWithCoins(server, 0n);
    const { db } = server.database;
    await db.insert(chatMessages).values(
      Array.from({ length: chat.CHAT_HISTORY * 2 + 7 }, (_, i) => ({
        room: LOBBY,
        userId: player.userId,
        body: `line ${i}`,
      })),
    );
    const [hidden] = await db
      .update(chatMessages)
      .set({ deletedAt: new Date() })
      .where(eq(chatMessages.body, 'line 3'))
      .returning({ id: chatMessages.id });
    const shown = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.room, LOBBY), isNull(chatMessages.deletedAt)))
      .orderBy(asc(chatMessages.id));

    const read = apiCaller(server);
    const pages: History[] = [(await read<History>('/api/chat/history', {})).data];
    while (pages.at(-1)?.more) {
      const beforeId = pages.at(-1)?.lines[0]?.id;
      pages.push((await read<History>('/api/chat/history', { beforeId })).data);
    }
    // Full pages, oldest first, until the last: the room's first lines, with nothing older.
    for (const page of pages.slice(0, -1)) expect(page.lines).toHaveLength(chat.CHAT_HISTORY);
    for (const page of pages) {
      const ids = page.lines.map((line) => line.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
    const paged = pages.toReversed().flatMap((page) => page.lines.map((line) => line.id));
    expect(paged).toEqual(shown.map((row) => row.id));
    expect(paged).not.toContain(hidden?.id);
    // A cursor at the oldest line answers an empty last page.
    expect((await read<History>('/api/chat/history', { beforeId: paged[0] })).data).toMatchObject({
      lines: [],
      more: false,
    });
  });

  it('refuses a cursor that is not a positive whole number a line id can be', async () => {
    const read = apiCaller(server);
    for (const beforeId of [0, -4, 1.5, '12', null, 2 ** 31])
      expect(await read('/api/chat/history', { beforeId }), String(beforeId)).toMatchObject({
        status: 400,
      });
  });
});
