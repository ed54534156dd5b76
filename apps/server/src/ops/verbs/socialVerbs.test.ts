import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLine } from '../../chat/actions';
import { chatDeletedJob } from '../../chat/jobs';
import { history, mutedUntil } from '../../chat/queries';
import { chatMutes, jobs, messages, reserveEvents, reserveSignups } from '../../db/schema';
import { reserveOpenJob } from '../../reserve/jobs';
import { runDueJobs } from '../../runtime/jobs';
import { createLocalHub } from '../../socket/localHub';
import { SocketRegistry } from '../../socket/registry';
import { askSupport } from '../../support/actions';
import { supportThread } from '../../support/queries';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { createTestUser } from '../../testing/users';
import { runOps } from '../run';

describe('group chat, support and reservation operator verbs', () => {
  let database: TestDatabase;
  const ops = (...argv: string[]) => runOps(argv, database);
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  it('mutes a player for some minutes or until a time, and lifts the mute', async () => {
    const { userId } = await createTestUser(database);
    const [line] = await ops(
      'chat-mute',
      '--user',
      `${userId}`,
      '--minutes',
      '30',
      '--reason',
      'spam',
    );
    expect(line).toMatch(new RegExp(`^user ${userId} muted in the group chat until `));
    const until = await mutedUntil(database.db, userId, new Date());
    expect(until?.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    await expect(postLine(database.db, userId, 'hello', new Date())).rejects.toThrow(/chatMuted/);

    const later = new Date(Date.now() + 86_400_000).toISOString();
    await ops('chat-mute', '--user', `${userId}`, '--until', later);
    expect((await mutedUntil(database.db, userId, new Date()))?.toISOString()).toBe(later);
    const [row] = await database.db.select().from(chatMutes).where(eq(chatMutes.userId, userId));
    expect(row?.reason).toBe('');

    expect(await ops('chat-mute', '--user', `${userId}`, '--minutes', '0')).toEqual([
      `user ${userId} may post in the group chat again`,
    ]);
    expect(await mutedUntil(database.db, userId, new Date())).toBeNull();
    await expect(ops('chat-mute', '--user', `${userId}`)).rejects.toThrow(/--minutes or --until/);
    await expect(ops('chat-mute', '--user', '999999', '--minutes', '5')).rejects.toThrow(
      /There is no such player/,
    );
  });

  it('deletes lines by id or every line of a player, and queues the room’s notice', async () => {
    const one = await createTestUser(database);
    const two = await createTestUser(database);
    const a = await postLine(database.db, one.userId, 'spam 1', new Date());
    await postLine(database.db, one.userId, 'spam 2', new Date());
    const keep = await postLine(database.db, two.userId, 'fine', new Date());
    const b = await postLine(database.db, two.userId, 'rude', new Date());

    expect(await ops('chat-delete', '--ids', `${b.id}`)).toEqual([`deleted 1 line(s): ${b.id}`]);
    expect(await ops('chat-delete', '--user', `${one.userId}`)).toEqual([
      `deleted 2 line(s): ${a.id},${a.id + 1}`,
    ]);
    expect(await ops('chat-delete', '--ids', `${b.id}`)).toEqual([
      'nothing deleted: no such line left',
    ]);
    expect((await history(database.db)).lines.map((line) => line.id)).toEqual([keep.id]);
    const queued = await database.db.select().from(jobs).where(eq(jobs.kind, 'chat.deleted'));
    expect(queued).toHaveLength(2);
    const report = await runDueJobs(database.db, [
      chatDeletedJob(createLocalHub(new SocketRegistry())),
    ]);
    expect(report.done).toBe(2);
    await expect(ops('chat-delete')).rejects.toThrow(/--ids or --user/);
    await expect(ops('chat-delete', '--ids', '1;2')).rejects.toThrow(/--ids/);
  });

  it('lists the waiting conversations and answers one with an in-site message', async () => {
    expect(await ops('support-list')).toEqual(['no conversation waits for an answer']);
    const { userId } = await createTestUser(database);
    await askSupport(database.db, userId, 'Where is my\nwithdrawal?');
    const [waiting] = await ops('support-list');
    expect(waiting).toMatch(
      new RegExp(`^user ${userId} \\(.+\\) asked at .+: Where is my withdrawal\\?$`),
    );

    expect(
      await ops('support-answer', '--user', `${userId}`, '--answer', 'It left this morning'),
    ).toEqual([expect.stringMatching(new RegExp(`^answered user ${userId} `))]);
    expect(await ops('support-list')).toEqual(['no conversation waits for an answer']);
    const conversation = await ops('support-list', '--user', `${userId}`);
    expect(conversation).toHaveLength(2);
    expect(conversation[1]).toMatch(/operator {2}It left this morning$/);
    expect((await supportThread(database.db, userId)).map((m) => m.author)).toEqual([
      'player',
      'operator',
    ]);
    const [inbox] = await database.db.select().from(messages).where(eq(messages.userId, userId));
    expect(inbox).toMatchObject({
      template: 'supportAnswer',
      params: { answer: 'It left this morning' },
    });
    await expect(ops('support-answer', '--user', `${userId}`, '--answer', '  ')).rejects.toThrow(
      /--answer/,
    );
    await expect(ops('support-answer', '--user', '999999', '--answer', 'hi')).rejects.toThrow(
      /There is no such player/,
    );
  });

  it('announces an event in five languages and opens it early for those who reserved', async () => {
    const [line] = await ops(
      'reserve-add',
      '--name',
      '周年庆',
      '--name-en',
      'Anniversary',
      '--details',
      '全场加码',
      '--in',
      '60',
    );
    const eventId = Number(/^event (\d+) "周年庆" opens at /.exec(line ?? '')?.[1]);
    const [event] = await database.db
      .select()
      .from(reserveEvents)
      .where(eq(reserveEvents.id, eventId));
    expect(event?.names).toEqual({
      zh: '周年庆',
      en: 'Anniversary',
      vi: '周年庆',
      ko: '周年庆',
      tw: '周年庆',
    });
    expect(event?.opensAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);

    const { userId } = await createTestUser(database);
    await database.db.insert(reserveSignups).values({ eventId, userId });
    expect(await ops('reserve-open', '--event', `${eventId}`)).toEqual([
      `event ${eventId} opens now; the next server process to run its jobs sends the messages`,
    ]);
    // A second on: the job fell due at the database's now(), whose microseconds a JS date lacks,
    // so a pass in the same millisecond would find it not yet due.
    await runDueJobs(database.db, [reserveOpenJob], { now: new Date(Date.now() + 1000) });
    const [message] = await database.db.select().from(messages).where(eq(messages.userId, userId));
    expect(message).toMatchObject({ template: 'reserveOpened', params: { en: 'Anniversary' } });
    await expect(ops('reserve-open', '--event', `${eventId}`)).rejects.toThrow(/opened at/);
    await expect(ops('reserve-open', '--event', '999999')).rejects.toThrow(/no event 999999/);
  });

  it('refuses a reservation without a time, in the past, or a box event without its box', async () => {
    await expect(ops('reserve-add', '--name', 'x')).rejects.toThrow(/--at or --in/);
    await expect(ops('reserve-add', '--name', 'x', '--at', '2020-01-01T00:00:00Z')).rejects.toThrow(
      /has passed/,
    );
    await expect(ops('reserve-add', '--name', 'x', '--in', '5', '--kind', 'box')).rejects.toThrow(
      /--box/,
    );
    await expect(
      ops('reserve-add', '--name', 'x', '--in', '5', '--kind', 'box', '--box', '999999'),
    ).rejects.toThrow(/This box does not exist/);
  });
});
