import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserveSignups } from '../db/schema';
import { runDueJobs } from '../runtime/jobs';
import { apiCaller } from '../testing/api';
import { playerWithCoins } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';
import { announceEvent, openEventNow } from './actions';
import { MESSAGES_PER_RUN, reserveOpenJob } from './jobs';

type Event = {
  id: number;
  kind: 'event' | 'box';
  name: string;
  details: string;
  opensAt: string;
  opened: boolean;
  reserved: boolean;
  reservations: number;
};
type Inbox = { list: Array<{ title: string; content: string }>; total: number };

const names = (en: string) => ({ zh: `${en}（中）`, en, vi: en, ko: en, tw: `${en}（繁）` });

describe('reservations', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const announce = (en: string, inMs = 3_600_000) =>
    announceEvent(server.database.db, {
      kind: 'event',
      names: names(en),
      details: names(`${en} details`),
      boxId: null,
      opensAt: new Date(Date.now() + inMs),
    });
  const list = async (call = apiCaller(server)) =>
    (await call<{ list: Event[]; serverNow: string }>('/api/reserve/list')).data.list;
  // A second ahead: the opening is due at the database's now(), which has microseconds, and a
  // JavaScript Date taken in the same millisecond would fall before it.
  const soon = () => new Date(Date.now() + 1_000);
  const openDue = () => runDueJobs(server.database.db, [reserveOpenJob], { now: soon() });

  it('lists an upcoming event in the viewer’s language, reserved once however often asked', async () => {
    const event = await announce('Winter crate');
    const visitorView = (await list()).find((e) => e.id === event.id);
    expect(visitorView).toMatchObject({
      name: 'Winter crate',
      details: 'Winter crate details',
      opened: false,
      reserved: false,
      reservations: 0,
    });
    const player = await playerWithCoins(server, 0n);
    const first = await player.call<Event>('/api/reserve/reserve', { eventId: event.id });
    const again = await player.call<Event>('/api/reserve/reserve', { eventId: event.id });
    expect(first.data).toMatchObject({ reserved: true, reservations: 1 });
    expect(again.data).toMatchObject({ reserved: true, reservations: 1 });
    const zh = await fetch(`${server.url}/api/reserve/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'zh' },
      body: '{}',
    });
    const zhList = ((await zh.json()) as { data: { list: Event[] } }).data.list;
    expect(zhList.find((e) => e.id === event.id)?.name).toBe('Winter crate（中）');
  });

  it('opens at its time and tells each player who reserved it once', async () => {
    const event = await announce('Spring battle', 3_600_000);
    const [a, b, bystander] = await Promise.all([
      playerWithCoins(server, 0n),
      playerWithCoins(server, 0n),
      playerWithCoins(server, 0n),
    ]);
    for (const player of [a, b]) await player.call('/api/reserve/reserve', { eventId: event.id });
    await openDue();
    expect((await list()).find((e) => e.id === event.id)?.opened).toBe(false);

    expect(await openEventNow(server.database.db, event.id)).toBe(true);
    await openDue();
    await openDue();
    expect((await list()).find((e) => e.id === event.id)).toMatchObject({
      opened: true,
      reservations: 2,
    });
    for (const player of [a, b]) {
      const inbox = await player.call<Inbox>('/api/user/getMessage', { page: 1, pageSize: 10 });
      expect(inbox.data.total).toBe(1);
      expect(inbox.data.list[0]).toMatchObject({
        title: 'An event you reserved is open',
        content: '"Spring battle", which you reserved, is open now. Come and join!',
      });
    }
    const none = await bystander.call<Inbox>('/api/user/getMessage', { page: 1, pageSize: 10 });
    expect(none.data.total).toBe(0);
    expect(await openEventNow(server.database.db, event.id)).toBe(false);
    expect(await a.call('/api/reserve/reserve', { eventId: event.id })).toMatchObject({
      status: 409,
      msg: 'This event is already open; no reservation needed',
    });
  });

  it('tells a crowd larger than one run in the runs that follow', async () => {
    const event = await announce('Big crowd');
    const users = Array.from({ length: MESSAGES_PER_RUN + 3 }, (_, i) => 9_000_000 + i);
    await server.database.db
      .insert(reserveSignups)
      .values(users.map((userId) => ({ eventId: event.id, userId })));
    await openEventNow(server.database.db, event.id);
    await runDueJobs(server.database.db, [reserveOpenJob], { limit: 1, now: soon() });
    const told = async () =>
      (
        await server.database.db
          .select({ notifiedAt: reserveSignups.notifiedAt })
          .from(reserveSignups)
          .where(eq(reserveSignups.eventId, event.id))
      ).filter((row) => row.notifiedAt !== null).length;
    expect(await told()).toBe(MESSAGES_PER_RUN);
    await openDue();
    expect(await told()).toBe(MESSAGES_PER_RUN + 3);
  });

  it('refuses visitors, unknown events and malformed ids with a translated error', async () => {
    const event = await announce('Guarded');
    expect((await apiCaller(server)('/api/reserve/reserve', { eventId: event.id })).status).toBe(
      401,
    );
    const player = await playerWithCoins(server, 0n);
    expect(await player.call('/api/reserve/reserve', { eventId: 999_999 })).toMatchObject({
      status: 404,
      msg: 'There is no such event to reserve',
    });
    const bad = await player.call('/api/reserve/reserve', { eventId: 'seven' });
    expect(bad.status).toBe(400);
    expect(bad.msg).not.toMatch(/errors\./);
    expect((await list(player.call)).find((e) => e.id === event.id)?.reserved).toBe(false);
  });
});
