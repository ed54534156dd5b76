/** The part of a ws WebSocket the registry needs (tests can pass fakes). */
export interface SocketLike {
  readonly readyState: number;
  send(text: string): void;
}

const OPEN = 1;

interface Membership {
  userId: number | null;
  games: Set<string>;
}

/**
 * The sockets connected to this process, the user each one is signed in as, and the game
 * channels it entered. Visitors' sockets are members too: they receive broadcasts and game
 * channel events (public) but never per-user pushes.
 */
export class SocketRegistry {
  private readonly members = new Map<SocketLike, Membership>();
  private readonly socketsOfUser = new Map<number, Set<SocketLike>>();
  private readonly socketsOfGame = new Map<string, Set<SocketLike>>();
  private readonly sizeListeners = new Set<(size: number) => void>();

  /** Called after every connect and disconnect (the Redis hub shares the count). */
  onSizeChange(listener: (size: number) => void) {
    this.sizeListeners.add(listener);
  }

  add(socket: SocketLike) {
    this.members.set(socket, { userId: null, games: new Set() });
    this.notifySize();
  }

  /** Binds the socket to `userId`, or back to a visitor with null. */
  authenticate(socket: SocketLike, userId: number | null) {
    const member = this.members.get(socket);
    if (!member) return;
    if (member.userId !== null) detach(this.socketsOfUser, member.userId, socket);
    member.userId = userId;
    if (userId !== null) attach(this.socketsOfUser, userId, socket);
  }

  enterGame(socket: SocketLike, game: string) {
    const member = this.members.get(socket);
    if (!member) return;
    member.games.add(game);
    attach(this.socketsOfGame, game, socket);
  }

  leaveGame(socket: SocketLike, game: string) {
    this.members.get(socket)?.games.delete(game);
    detach(this.socketsOfGame, game, socket);
  }

  remove(socket: SocketLike) {
    const member = this.members.get(socket);
    if (!member) return;
    if (member.userId !== null) detach(this.socketsOfUser, member.userId, socket);
    for (const game of member.games) detach(this.socketsOfGame, game, socket);
    this.members.delete(socket);
    this.notifySize();
  }

  private notifySize() {
    for (const listener of this.sizeListeners) listener(this.members.size);
  }

  /** Connected sockets on this process. */
  get size() {
    return this.members.size;
  }

  deliverToAll(text: string) {
    for (const socket of this.members.keys()) sendIfOpen(socket, text);
  }

  deliverToUser(userId: number, text: string) {
    for (const socket of this.socketsOfUser.get(userId) ?? []) sendIfOpen(socket, text);
  }

  deliverToGame(game: string, text: string) {
    for (const socket of this.socketsOfGame.get(game) ?? []) sendIfOpen(socket, text);
  }
}

function attach<K>(index: Map<K, Set<SocketLike>>, key: K, socket: SocketLike) {
  const sockets = index.get(key) ?? new Set();
  sockets.add(socket);
  index.set(key, sockets);
}

function detach<K>(index: Map<K, Set<SocketLike>>, key: K, socket: SocketLike) {
  const sockets = index.get(key);
  sockets?.delete(socket);
  if (sockets?.size === 0) index.delete(key);
}

function sendIfOpen(socket: SocketLike, text: string) {
  if (socket.readyState === OPEN) socket.send(text);
}
