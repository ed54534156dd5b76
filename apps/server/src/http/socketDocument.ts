import {
  CHANNEL_REPLAY_EVENTS,
  CHANNEL_REPLAY_SECONDS,
  GAME_CHANNEL_PATTERN,
  SERVICE_RESTART_CLOSE_CODE,
  SocketCid,
  gameEvents,
  socketMessages,
  SOCKET_PATH,
} from '@skinbox/api';
import type { z } from 'zod';
import { jsonSchemaOf } from './apiDocument';

/**
 * The AsyncAPI 3.0 document of the websocket (`/ws`), generated from the contract's socket
 * messages: each cid's frame in each direction, and the payload of every game event a channel
 * carries in cid 1100. On the wire a frame is the JSON text `{ cid, data }` whose `data` is
 * itself JSON text; each message's payload here is `data` parsed.
 */
type JsonSchema = Record<string, unknown>;

const cidNames = Object.fromEntries(Object.entries(SocketCid).map(([name, cid]) => [cid, name]));

const isNever = (schema: z.ZodType) =>
  (schema as { def?: { type?: string } }).def?.type === 'never';

export function buildSocketDocument(version: string) {
  const messages: Record<string, JsonSchema> = {};
  const operations: Record<string, JsonSchema> = {};
  const channelRef = { $ref: '#/channels/socket' };
  for (const [cid, { up, down }] of Object.entries(socketMessages)) {
    const name = cidNames[Number(cid)] ?? `cid${cid}`;
    for (const [direction, schema, action] of [
      ['up', up, 'send'],
      ['down', down, 'receive'],
    ] as const) {
      if (isNever(schema)) continue;
      const id = `${name}.${direction}`;
      messages[id] = {
        name: id,
        title: `${cid} ${name} (${direction === 'up' ? 'client to server' : 'server to client'})`,
        payload: jsonSchemaOf(schema, direction === 'up' ? 'input' : 'output'),
        'x-cid': Number(cid),
      };
      operations[`${action}.${id}`] = {
        action,
        channel: channelRef,
        messages: [{ $ref: `#/channels/socket/messages/${id}` }],
      };
    }
  }
  for (const [event, schema] of Object.entries(gameEvents)) {
    const id = `event.${event}`;
    messages[id] = {
      name: id,
      title: `1100 game event ${event}`,
      summary: 'The `payload` of a cid 1100 message whose `event` is this name',
      payload: jsonSchemaOf(schema as z.ZodType, 'output'),
      'x-cid': SocketCid.gameMessage,
    };
    operations[`receive.${id}`] = {
      action: 'receive',
      channel: channelRef,
      messages: [{ $ref: `#/channels/socket/messages/${id}` }],
    };
  }
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'SkinBox socket',
      version,
      description: [
        'One websocket per client at /ws. Every frame is the JSON text `{ cid, data }` where `data` ',
        'is itself JSON text; the payloads below are `data` parsed. Send 11 with the token to sign ',
        'in (12 answers), 2 every 7 s (answered with onlineNum). Enter a game channel (',
        `${GAME_CHANNEL_PATTERN.source}, e.g. crash, battle:42) with 1001 and leave it with 1002; its `,
        'events come as 1100 `{ game, event, payload, seq }`, numbered 1, 2, 3 … per channel. ',
        'After a reconnect, enter again with `since`, the last number held: the server first sends ',
        `the events after it that it keeps (the last ${CHANNEL_REPLAY_EVENTS}, for `,
        `${CHANNEL_REPLAY_SECONDS} s), then the 1001 answer with the channel's last number; a gap `,
        'left means reload the state over HTTP. A server process that restarts closes its sockets ',
        `with code ${SERVICE_RESTART_CLOSE_CODE} (service restart): reconnect at once.`,
      ].join(''),
    },
    channels: { socket: { address: SOCKET_PATH, messages } },
    operations,
  };
}
