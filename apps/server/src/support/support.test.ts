import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../testing/api';
import { playerWithCoins } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';
import { answerSupport } from './actions';
import { waitingThreads } from './queries';

type Message = { id: number; author: 'player' | 'operator'; body: string; createdAt: string };
type Inbox = { list: Array<{ title: string; content: string; isRead: boolean }> };

describe('the support inbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('keeps a player’s question, waits for an operator and delivers the answer as a message', async () => {
    const player = await playerWithCoins(server, 0n);
    const asked = await player.call<Message>('/api/support/send', {
      body: '  My recharge did not arrive  ',
    });
    expect(asked.data).toMatchObject({ author: 'player', body: 'My recharge did not arrive' });
    const waiting = await waitingThreads(server.database.db);
    expect(waiting.find((w) => w.userId === player.userId)).toMatchObject({
      question: 'My recharge did not arrive',
    });

    await answerSupport(
      server.database.db,
      player.userId,
      'It is credited now, sorry for the wait',
    );
    const thread = await player.call<{ list: Message[] }>('/api/support/thread');
    expect(thread.data.list.map((m) => [m.author, m.body])).toEqual([
      ['player', 'My recharge did not arrive'],
      ['operator', 'It is credited now, sorry for the wait'],
    ]);
    expect((await waitingThreads(server.database.db)).some((w) => w.userId === player.userId)).toBe(
      false,
    );

    const inbox = await player.call<Inbox>('/api/user/getMessage', { page: 1, pageSize: 10 });
    expect(inbox.data.list[0]).toMatchObject({
      title: 'Customer service answered you',
      content: 'It is credited now, sorry for the wait',
      isRead: false,
    });
  });

  it('shows a player only their own conversation', async () => {
    const one = await playerWithCoins(server, 0n);
    const other = await playerWithCoins(server, 0n);
    await one.call('/api/support/send', { body: 'mine' });
    expect((await other.call<{ list: Message[] }>('/api/support/thread')).data.list).toEqual([]);
  });

  it('refuses visitors, empty, over-long and control-character messages in the player’s language', async () => {
    expect(await apiCaller(server)('/api/support/send', { body: 'hi' })).toMatchObject({
      status: 401,
    });
    expect((await apiCaller(server)('/api/support/thread')).status).toBe(401);
    const player = await playerWithCoins(server, 0n);
    expect(await player.call('/api/support/send', { body: '  ' })).toMatchObject({
      status: 400,
      msg: 'Describe your question first',
    });
    expect(await player.call('/api/support/send', { body: 'x'.repeat(501) })).toMatchObject({
      status: 400,
      msg: 'A message has at most 500 characters',
    });
    expect(await player.call('/api/support/send', { body: 'a\u0000b' })).toMatchObject({
      status: 400,
      msg: 'The text contains control characters that are not allowed',
    });
    const zh = await fetch(`${server.url}/api/support/send`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'zh',
        authorization: `Bearer ${player.token}`,
      },
      body: JSON.stringify({ body: '' }),
    });
    const answer = (await zh.json()) as { msg: string };
    expect(answer.msg).not.toBe('Describe your question first');
    expect(answer.msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await player.call<{ list: Message[] }>('/api/support/thread')).data.list).toEqual([]);
  });

  it('lets a player write 5 messages in 10 minutes, not a sixth', async () => {
    const player = await playerWithCoins(server, 0n);
    const codes = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await player.call('/api/support/send', { body: `question ${i}` })).code);
    }
    expect(codes.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    const refused = await player.call('/api/support/send', { body: 'again' });
    expect(refused).toMatchObject({
      status: 429,
      msg: 'Too many messages; support will answer you soon',
    });
    expect(codes[5]).toBe(429);
  });
});
