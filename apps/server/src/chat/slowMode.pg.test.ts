import { chat } from '@skinbox/api';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiCaller } from '../testing/api';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/users';

const { CHAT_ROOM_RATE, CHAT_SLOW_MODE } = chat;

const SLOW = `The room is busy: slow mode, one line every ${CHAT_SLOW_MODE.intervalMs / 1000} s each`;

/**
 * Issue 27: chat was limited per player only, so 40 accounts sent 77 lines a second. The room
 * takes CHAT_ROOM_RATE lines from everyone together; a room that fills its rate goes into slow
 * mode for CHAT_SLOW_MODE.durationMs, one line per player every CHAT_SLOW_MODE.intervalMs.
 * The windows run on the clock (Date), which the test moves.
 */
describe('the chat room’s own rate and slow mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => server.close());

  const players = (count: number) =>
    Promise.all(
      Array.from({ length: count }, async () => {
        const user = await createTestUser(server.database);
        return apiCaller(server, user.token);
      }),
    );

  it('takes the room’s rate from 40 players at once, then holds slow mode until it ends', async () => {
    const crowd = await players(40);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const burst = await Promise.all(
      crowd.flatMap((send) => [
        send('/api/chat/send', { body: 'first' }),
        send('/api/chat/send', { body: 'second' }),
      ]),
    );
    const taken = burst.filter((a) => a.code === 0).length;
    expect(taken).toBe(CHAT_ROOM_RATE.limit);
    expect(burst.filter((a) => a.code !== 0).every((a) => a.status === 429 && a.msg === SLOW)).toBe(
      true,
    );

    // The room's window has room again, but slow mode lasts: one line per player per interval.
    vi.setSystemTime(Date.now() + CHAT_ROOM_RATE.windowMs + 1);
    const [talker, other] = crowd;
    if (!talker || !other) throw new Error('players expected');
    expect((await talker('/api/chat/send', { body: 'slowly' })).code).toBe(0);
    expect(await talker('/api/chat/send', { body: 'again' })).toMatchObject({
      status: 429,
      msg: SLOW,
    });
    expect((await other('/api/chat/send', { body: 'my turn' })).code).toBe(0);
    vi.setSystemTime(Date.now() + CHAT_SLOW_MODE.intervalMs + 1);
    expect((await talker('/api/chat/send', { body: 'later' })).code).toBe(0);

    // Once slow mode is over, a player has the usual rate again (3 lines in 10 s).
    vi.setSystemTime(Date.now() + CHAT_SLOW_MODE.durationMs + 1);
    const [fresh] = await players(1);
    const lines = [];
    for (let i = 0; i < 3; i++) lines.push(await fresh?.('/api/chat/send', { body: `line ${i}` }));
    expect(lines.map((a) => a?.code)).toEqual([0, 0, 0]);
  });
});
