import { Redis } from 'ioredis';
import { encodeMessage, type OutgoingMessage, type RealtimeHub } from './hub';
import type { SocketRegistry } from './registry';

/** The pub/sub channel every SkinBox process subscribes to. */
export const REDIS_CHANNEL = 'skinbox:realtime';

interface Envelope {
  /** null: every socket; a number: only that user's sockets. */
  userId: number | null;
  text: string;
}

/**
 * Several server processes behind one site: each message is published to Redis once and every
 * process (this one included, through its own subscription) delivers it to its own sockets, so a
 * player's push reaches them whichever process holds their socket.
 */
export async function createRedisHub(
  registry: SocketRegistry,
  url: string,
): Promise<RealtimeHub & { close(): Promise<void> }> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  subscriber.on('message', (_channel: string, raw: string) => {
    const envelope = JSON.parse(raw) as Envelope;
    if (envelope.userId === null) registry.deliverToAll(envelope.text);
    else registry.deliverToUser(envelope.userId, envelope.text);
  });
  await subscriber.subscribe(REDIS_CHANNEL);

  const publish = (userId: number | null, message: OutgoingMessage) => {
    const envelope: Envelope = { userId, text: encodeMessage(message) };
    void publisher.publish(REDIS_CHANNEL, JSON.stringify(envelope));
  };
  return {
    broadcast: (message) => publish(null, message),
    sendToUser: (userId, message) => publish(userId, message),
    async close() {
      await Promise.all([subscriber.quit(), publisher.quit()]);
    },
  };
}
