/** The part of a ws WebSocket the registry needs (tests can pass fakes). */
export interface SocketLike {
  readonly readyState: number;
  send(text: string): void;
}

const OPEN = 1;

/**
 * The sockets connected to this process, and which user each one is signed in as. Visitors'
 * sockets are members too: they receive broadcasts (public events) but no per-user pushes.
 */
export class SocketRegistry {
  private readonly userOf = new Map<SocketLike, number | null>();
  private readonly socketsOf = new Map<number, Set<SocketLike>>();

  add(socket: SocketLike) {
    this.userOf.set(socket, null);
  }

  /** Binds the socket to `userId` (or back to a visitor with null). */
  authenticate(socket: SocketLike, userId: number | null) {
    this.detachUser(socket);
    this.userOf.set(socket, userId);
    if (userId === null) return;
    const sockets = this.socketsOf.get(userId) ?? new Set();
    sockets.add(socket);
    this.socketsOf.set(userId, sockets);
  }

  remove(socket: SocketLike) {
    this.detachUser(socket);
    this.userOf.delete(socket);
  }

  userIdOf(socket: SocketLike): number | null {
    return this.userOf.get(socket) ?? null;
  }

  /** Connected sockets on this process. */
  get size() {
    return this.userOf.size;
  }

  deliverToAll(text: string) {
    for (const socket of this.userOf.keys()) sendIfOpen(socket, text);
  }

  deliverToUser(userId: number, text: string) {
    for (const socket of this.socketsOf.get(userId) ?? []) sendIfOpen(socket, text);
  }

  private detachUser(socket: SocketLike) {
    const previous = this.userOf.get(socket);
    if (previous === null || previous === undefined) return;
    const sockets = this.socketsOf.get(previous);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.socketsOf.delete(previous);
  }
}

function sendIfOpen(socket: SocketLike, text: string) {
  if (socket.readyState === OPEN) socket.send(text);
}
