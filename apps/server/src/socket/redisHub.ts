import { createHash, randomUUID } from 'node:crypto';
import { CHANNEL_REPLAY_EVENTS, CHANNEL_REPLAY_SECONDS } from '@skinbox/api';
import { Redis, type Result } from 'ioredis';
import { NoticeListeners, channelEvent, encodeMessage, type OutgoingMessage } from './hub';
import type { ClosableHub } from './localHub';
import type { SocketRegistry } from './registry';

/**
 * Redis keys are namespaced by site: processes on the same database are one site and share
 * `skinbox:<namespace>:realtime` (pub/sub), `skinbox:<namespace>:online` (each process's
 * socket count, refreshed every ONLINE_REFRESH_MS; stale entries are ignored) and
 * `skinbox:<namespace>:seq:<channel>` (the channel's last event number) and
 * `skinbox:<namespace>:replay:<channel>` (its latest events by number, for sockets that enter it
 * again after a reconnect). Two sites, or two test runs, on one Redis never see each other's
 * messages.
 */
export function redisNamespace(databaseIdentity: string) {
  return createHash('sha256').update(databaseIdentity).digest('hex').slice(0, 16);
}
export const ONLINE_REFRESH_MS = 10_000;
const ONLINE_STALE_MS = 3 * ONLINE_REFRESH_MS;

/**
 * Numbers a channel event, keeps it for replay and publishes it, atomically: a reader of the
 * number and the kept events (replay) never sees a number whose event is not kept yet.
 * KEYS: the channel's number, its kept events, the pub/sub channel. ARGV: the frame and the
 * envelope, each split where the number goes; how many events to keep; for how many seconds.
 */
const PUBLISH_CHANNEL_EVENT = `
local seq = redis.call('INCR', KEYS[1])
redis.call('ZADD', KEYS[2], seq, ARGV[1] .. seq .. ARGV[2])
redis.call('ZREMRANGEBYRANK', KEYS[2], 0, -tonumber(ARGV[5]) - 1)
redis.call('EXPIRE', KEYS[2], ARGV[6])
redis.call('PUBLISH', KEYS[3], ARGV[3] .. seq .. ARGV[4])
return seq`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    publishChannelEvent(
      ...args: [string, string, string, string, string, string, string, number, number]
    ): Result<number, Context>;
  }
}

/** A number no channel reaches, written where the event's number goes. */
const SEQ_STAND_IN = 918_273_645_546_372;

function splitAtStandIn(text: string): [string, string] {
  const at = text.lastIndexOf(String(SEQ_STAND_IN));
  return [text.slice(0, at), text.slice(at + String(SEQ_STAND_IN).length)];
}

type Target = { to: 'all' } | { to: 'user'; userId: number } | { to: 'game'; game: string };
type Envelope = (Target & { text: string }) | { to: 'processes'; topic: string; key: string };

/**
 * Several server processes behind one site: each message is published to Redis once and every
 * process (this one included, through its own subscription) delivers it to its own sockets, so a
 * push reaches a player whichever process holds their socket.
 */
export async function createRedisHub(
  registry: SocketRegistry,
  url: string,
  namespace: string,
): Promise<ClosableHub> {
  const REDIS_CHANNEL = `skinbox:${namespace}:realtime`;
  const ONLINE_HASH = `skinbox:${namespace}:online`;
  const SEQUENCE_PREFIX = `skinbox:${namespace}:seq:`;
  const REPLAY_PREFIX = `skinbox:${namespace}:replay:`;
  const processId = randomUUID();
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  publisher.defineCommand('publishChannelEvent', { numberOfKeys: 3, lua: PUBLISH_CHANNEL_EVENT });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const notices = new NoticeListeners();
  subscriber.on('message', (_channel: string, raw: string) => {
    const envelope = JSON.parse(raw) as Envelope;
    if (envelope.to === 'processes') notices.dispatch(envelope.topic, envelope.key);
    else if (envelope.to === 'all') registry.deliverToAll(envelope.text);
    else if (envelope.to === 'user') registry.deliverToUser(envelope.userId, envelope.text);
    else registry.deliverToGame(envelope.game, envelope.text);
  });
  await subscriber.subscribe(REDIS_CHANNEL);

  const publish = (target: Target, message: OutgoingMessage) => {
    const envelope: Envelope = { ...target, text: encodeMessage(message) };
    publisher.publish(REDIS_CHANNEL, JSON.stringify(envelope)).catch(() => {
      // Redis is down: the message is lost, like any live event; the next state fetch heals it.
    });
  };
  const reportOnline = () =>
    publisher.hset(ONLINE_HASH, processId, `${registry.size}:${Date.now()}`);
  const refresher = setInterval(() => void reportOnline().catch(() => {}), ONLINE_REFRESH_MS);
  refresher.unref();
  registry.onSizeChange(() => void reportOnline().catch(() => {}));

  return {
    broadcast: (message) => publish({ to: 'all' }, message),
    sendToUser: (userId, message) => publish({ to: 'user', userId }, message),
    publish(game, event, payload, audience = 'members') {
      const target: Target = audience === 'everyone' ? { to: 'all' } : { to: 'game', game };
      // The frame and its envelope are made here with a stand-in number that the script swaps
      // for the channel's next number (digits need no escaping in JSON).
      const text = encodeMessage(channelEvent(game, event, payload, SEQ_STAND_IN));
      const envelope = JSON.stringify({ ...target, text } satisfies Envelope);
      publisher
        .publishChannelEvent(
          `${SEQUENCE_PREFIX}${game}`,
          `${REPLAY_PREFIX}${game}`,
          REDIS_CHANNEL,
          ...splitAtStandIn(text),
          ...splitAtStandIn(envelope),
          CHANNEL_REPLAY_EVENTS,
          CHANNEL_REPLAY_SECONDS,
        )
        .catch(() => {
          // As a failed publish below: the event is lost and the next one shows a gap.
        });
    },
    async notifyProcesses(topic, key) {
      notices.dispatch(topic, key);
      const envelope: Envelope = { to: 'processes', topic, key };
      // Redis down: the others forget at their cache's expiry (auth/sessionCache.ts).
      await publisher.publish(REDIS_CHANNEL, JSON.stringify(envelope)).catch(() => 0);
    },
    onProcessNotice: (topic, listener) => notices.add(topic, listener),
    async onlineCount() {
      await reportOnline();
      const entries = await publisher.hgetall(ONLINE_HASH);
      const now = Date.now();
      let total = 0;
      for (const value of Object.values(entries)) {
        const [count, at] = value.split(':').map(Number);
        if (now - (at ?? 0) < ONLINE_STALE_MS) total += count ?? 0;
      }
      return total;
    },
    async replay(game, since) {
      // Both in one transaction: every event up to `last` is among the kept ones (the script
      // numbers, keeps and publishes an event at once), unless older than what is kept.
      const [[, last], [, frames]] = (await publisher
        .multi()
        .get(`${SEQUENCE_PREFIX}${game}`)
        .zrangebyscore(`${REPLAY_PREFIX}${game}`, `(${since ?? 0}`, '+inf')
        .exec()) as [[Error | null, string | null], [Error | null, string[]]];
      return { frames: since === null ? [] : frames, last: Number(last ?? 0) };
    },
    async close() {
      clearInterval(refresher);
      await publisher.hdel(ONLINE_HASH, processId).catch(() => 0);
      await Promise.all([subscriber.quit(), publisher.quit()]);
    },
  };
}
