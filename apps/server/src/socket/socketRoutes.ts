import websocket from '@fastify/websocket';
import {
  SOCKET_POLICY_CLOSE,
  SocketCid,
  decodeSocketFrame,
  isPublicChannel,
  socketMessages,
  SOCKET_PATH,
} from '@skinbox/api';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { SOCKET_AUTH_PER_ADDRESS, SOCKET_AUTH_PER_SOCKET } from '../auth/limits';
import { userIdOfToken } from '../auth/sessions';
import type { LimitWindow } from '../http/rateLimits';
import type { Db } from '../db/database';
import { encodeMessage, type ChannelReplays, type RealtimeHub } from './hub';
import {
  SOCKETS_PER_ACCOUNT,
  SOCKETS_PER_ADDRESS,
  SOCKET_CHANNELS_MAX,
  SOCKET_FRAMES_PER_SECOND,
} from './limits';
import type { SiteClock } from '../runtime/siteClock';
import type { SocketRegistry } from './registry';

/** What the server keeps per connection: its address and its frame budgets. */
interface SocketClient {
  address: string;
  frameBudget: WindowBudget;
  authBudget: WindowBudget;
  /** Closed for a broken limit: what it still sends is not read. */
  refused: boolean;
}

/** A count per fixed window, reset by the first take after the window ends (no timer). */
class WindowBudget {
  private windowStart = 0;
  private used = 0;
  constructor(private readonly window: LimitWindow) {}

  take(now: number) {
    if (now - this.windowStart >= this.window.windowMs) {
      this.windowStart = now;
      this.used = 0;
    }
    if (this.used >= this.window.limit) return false;
    this.used += 1;
    return true;
  }
}
/** Client frames are small (a token at most); anything bigger is refused by ws. */
export const SOCKET_MAX_PAYLOAD = 4096;

/**
 * The websocket on the HTTP port (SPEC section 7): 11 authenticates with the token and 12 answers
 * isValid (within SOCKET_AUTH_PER_SOCKET and SOCKET_AUTH_PER_ADDRESS; more frames are dropped); 2
 * is the heartbeat, answered with onlineNum; 1001 and 1002 enter and leave a game channel (one the
 * site has, at most SOCKET_CHANNELS_MAX at once; others are not answered). Unknown or malformed
 * frames are ignored, never fatal. A socket past SOCKET_FRAMES_PER_SECOND, one more from an
 * address that holds SOCKETS_PER_ADDRESS, or one more signed in as an account that holds
 * SOCKETS_PER_ACCOUNT is closed with SOCKET_POLICY_CLOSE (socket/limits.ts).
 */
export async function registerSocketRoutes(
  app: FastifyInstance,
  deps: { db: Db; hub: RealtimeHub & ChannelReplays; registry: SocketRegistry; clock: SiteClock },
) {
  const { db, hub, registry, clock } = deps;
  // No permessage-deflate: a broadcast is framed once for every socket (frame.ts), and a
  // compressed socket would need its own frame and queue.
  await app.register(websocket, {
    options: { maxPayload: SOCKET_MAX_PAYLOAD, perMessageDeflate: false },
  });

  const reply = (socket: WebSocket, cid: number, data: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(encodeMessage({ cid, data }));
  };

  const authPerAddress = app.limiter('socket-auth-address', SOCKET_AUTH_PER_ADDRESS);
  const socketsOfAddress = new Map<string, number>();

  const refuse = (socket: WebSocket, client: SocketClient | null, reason: string) => {
    if (client) client.refused = true;
    socket.close(SOCKET_POLICY_CLOSE, reason);
  };

  async function handle(socket: WebSocket, text: string, client: SocketClient) {
    const frame = decodeSocketFrame(text);
    if (!frame) return;
    switch (frame.cid) {
      case SocketCid.auth: {
        if (!client.authBudget.take(Date.now())) return;
        if (!(await authPerAddress.take(client.address))) return;
        const up = socketMessages[SocketCid.auth].up.safeParse(frame.data);
        const userId = up.success ? await userIdOfToken(db, up.data.token, clock.now()) : null;
        if (userId !== null && registry.otherSocketsOfUser(userId, socket) >= SOCKETS_PER_ACCOUNT) {
          refuse(socket, client, 'too many sockets for this account');
          return;
        }
        registry.authenticate(socket, userId);
        reply(socket, SocketCid.authResult, { isValid: userId !== null });
        return;
      }
      case SocketCid.heartbeat:
        reply(socket, SocketCid.heartbeat, { onlineNum: await hub.onlineCount() });
        return;
      case SocketCid.leaveGame: {
        const up = socketMessages[SocketCid.leaveGame].up.safeParse(frame.data);
        if (!up.success) return;
        registry.leaveGame(socket, up.data.game);
        reply(socket, frame.cid, { game: up.data.game });
        return;
      }
      case SocketCid.enterGame: {
        const up = socketMessages[SocketCid.enterGame].up.safeParse(frame.data);
        if (!up.success) return;
        const { game } = up.data;
        if (!isPublicChannel(game)) return;
        if (registry.gameCount(socket) >= SOCKET_CHANNELS_MAX && !registry.inGame(socket, game)) {
          return;
        }
        // A member first, then the replay: an event numbered meanwhile arrives live, kept, or
        // both, never neither (the client drops what it already holds).
        registry.enterGame(socket, up.data.game);
        const { frames, last } = await hub.replay(up.data.game, up.data.since ?? null);
        for (const text of frames) if (socket.readyState === socket.OPEN) socket.send(text);
        reply(socket, frame.cid, { game: up.data.game, seq: last });
        return;
      }
      default:
        return;
    }
  }

  app.get(SOCKET_PATH, { websocket: true }, (socket, request) => {
    const address = request.ip;
    const held = socketsOfAddress.get(address) ?? 0;
    if (held >= SOCKETS_PER_ADDRESS) {
      refuse(socket, null, 'too many sockets from this address');
      return;
    }
    socketsOfAddress.set(address, held + 1);
    registry.add(socket);
    const client: SocketClient = {
      address,
      frameBudget: new WindowBudget(SOCKET_FRAMES_PER_SECOND),
      authBudget: new WindowBudget(SOCKET_AUTH_PER_SOCKET),
      refused: false,
    };
    socket.on('message', (raw, isBinary) => {
      if (client.refused) return;
      // Counted before the frame is read, so a flood costs no parsing and no lookups.
      if (!client.frameBudget.take(Date.now())) {
        refuse(socket, client, 'too many frames');
        return;
      }
      if (isBinary) return;
      handle(socket, raw.toString(), client).catch((error: unknown) => {
        app.log.error({ err: error }, 'socket message failed');
      });
    });
    socket.on('close', () => {
      registry.remove(socket);
      const left = (socketsOfAddress.get(address) ?? 1) - 1;
      if (left > 0) socketsOfAddress.set(address, left);
      else socketsOfAddress.delete(address);
    });
  });
}
